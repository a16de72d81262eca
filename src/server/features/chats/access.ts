import type { FastifyRequest } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { planIncludesChat } from '#shared/domain/accounts.js';
import type { Db } from '#server/db/connect.js';
import { chatSessions } from '#server/db/schema.js';
import { chatErrors } from './errors.js';

/**
 * Route options for chat: a member whose plan has no chat gets the pitch (402) before anything
 * else their request holds is read. The plan comes with the session (one query per request).
 */
export const chatPlanOnly = {
  preValidation: async (request: FastifyRequest) => {
    if (!planIncludesChat((await request.signedIn())?.plan))
      throw chatErrors.fail('PREMIUM_REQUIRED', 'Chat with your matches is part of Premium.');
  },
};

/**
 * A conversation a block or an unmatch ended. Its rows stay (a report's evidence, the members'
 * data exports), but neither member can read or write it any more: the other one is gone.
 */
export const conversationClosed = () =>
  chatErrors.fail('CONVERSATION_CLOSED', 'This conversation has ended.');

/** The conversation as one of its members finds it, or 404 as anyone else would. */
async function membership(db: Db, sessionId: string, userId: string, lock: boolean) {
  const query = db
    .select({
      user1Id: chatSessions.user1Id,
      user2Id: chatSessions.user2Id,
      closedAt: chatSessions.closedAt,
    })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.id, sessionId),
        or(eq(chatSessions.user1Id, userId), eq(chatSessions.user2Id, userId)),
      ),
    );
  const [session] = lock ? await query.for('no key update') : await query;
  if (!session) throw chatErrors.fail('NOT_FOUND', 'This conversation does not exist.');
  if (session.closedAt) throw conversationClosed();
  return { otherId: session.user1Id === userId ? session.user2Id : session.user1Id };
}

/**
 * The other member of a conversation this member belongs to, for anything that writes to it. A
 * session that does not exist and one between two other people answer alike, so a stranger
 * cannot learn that it exists. `lock` (inside a transaction) holds the session row until commit,
 * so two changes to the pair's shared state happen one after the other; 'no key update' still
 * lets messages reference the row. A closed conversation, and one whose other member deleted
 * their account, answer CONVERSATION_CLOSED.
 */
export async function otherMemberOf(
  db: Db,
  sessionId: string,
  userId: string,
  { lock = false } = {},
): Promise<string> {
  const { otherId } = await membership(db, sessionId, userId, lock);
  if (!otherId) throw conversationClosed();
  return otherId;
}

/**
 * The other member of a conversation this member may read: null when they deleted their account
 * (the member keeps the conversation, its other side shown as "Deleted member").
 */
export async function readableBy(db: Db, sessionId: string, userId: string) {
  return (await membership(db, sessionId, userId, false)).otherId;
}
