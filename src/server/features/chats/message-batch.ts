import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { groupedStatement } from '#server/db/grouped-statement.js';
import { chatMessages, chatSessions } from '#server/db/schema.js';

export interface NewMessage {
  id: string;
  sessionId: string;
  senderId: string;
  content: string;
}

/**
 * Stores several messages in one statement, each only if its sender is in the conversation and
 * it is open, and answers the stored ones with the other member of each conversation. A message
 * is timed by its statement's transaction, plus a microsecond for each message before it in the
 * batch: messages keep the order they arrived in, and a page's (time, id) order stays theirs.
 */
function prepareBatch(db: Db) {
  const stored = db.$with('stored', {
    id: sql<string>`id`.as('id'),
    sessionId: sql<string>`session_id`.as('session_id'),
    senderId: sql<string>`sender_id`.as('sender_id'),
    content: sql<string>`content`.as('content'),
    kind: sql<string>`kind`.as('kind'),
    createdAt: sql<string | Date>`created_at`.as('created_at'),
  }).as(sql`
      INSERT INTO ${chatMessages} (id, session_id, sender_id, content, created_at)
      SELECT i.id, i.session_id, i.sender_id, i.content, now() + (i.n - 1) * interval '1 microsecond'
      FROM unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('sessionIds')}::uuid[],
          ${sql.placeholder('senderIds')}::text[], ${sql.placeholder('contents')}::text[])
        WITH ORDINALITY AS i(id, session_id, sender_id, content, n)
      JOIN ${chatSessions} c ON c.id = i.session_id
        AND i.sender_id IN (c.user1_id, c.user2_id) AND c.closed_at IS NULL
        AND c.user1_id IS NOT NULL AND c.user2_id IS NOT NULL
      ORDER BY i.n
      ON CONFLICT DO NOTHING
      RETURNING id, session_id, sender_id, content, kind, created_at`);
  return db
    .with(stored)
    .select({
      id: stored.id,
      sessionId: stored.sessionId,
      senderId: stored.senderId,
      content: stored.content,
      kind: stored.kind,
      createdAt: stored.createdAt,
      otherId: sql<string>`(SELECT CASE WHEN c.user1_id = stored.sender_id THEN c.user2_id
        ELSE c.user1_id END FROM ${chatSessions} c WHERE c.id = stored.session_id)`,
    })
    .from(stored)
    .prepare('chat_store_messages');
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof prepareBatch>['execute']>>[number];

/**
 * One statement for the messages sent at the same moment (db/grouped-statement.ts); a message
 * that was not stored (not a member, closed, its id used, here or earlier in its group) answers
 * undefined.
 */
function messageGroup(db: Db) {
  const statement = prepareBatch(db);
  return groupedStatement<NewMessage, StoredRow | undefined>(
    async (batch) => {
      const rows = await statement.execute({
        ids: batch.map((m) => m.id),
        sessionIds: batch.map((m) => m.sessionId),
        senderIds: batch.map((m) => m.senderId),
        contents: batch.map((m) => m.content),
      });
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      // Two sends of one id in a group: the first was stored; the other is a retry or a clash,
      // which storeMessage tells apart like any used id.
      return batch.map((m) => {
        const row = byId.get(m.id);
        byId.delete(m.id);
        return row;
      });
    },
    { aloneOnError: true },
  );
}

const groups = new WeakMap<Db, ReturnType<typeof messageGroup>>();

/** Stores one message with the others of its moment (one group per database per process). */
export function insertMessage(db: Db, message: NewMessage) {
  let group = groups.get(db);
  if (!group) groups.set(db, (group = messageGroup(db)));
  return group(message);
}
