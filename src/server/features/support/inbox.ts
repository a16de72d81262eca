import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SupportInboxItem, supportInboxQuery } from '#shared/contracts/support.js';
import type { Db } from '#server/db/connect.js';
import { profiles, supportMessages } from '#server/db/schema.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * One page of the support inbox: open messages first, oldest first (a queue worked in order),
 * then the done ones, most recently done first; with how many there are, and how many are open.
 */
export async function supportInbox(
  db: Db,
  { page, pageSize }: z.output<typeof supportInboxQuery>,
): Promise<{ messages: SupportInboxItem[]; total: number; open: number }> {
  const open = sql`${supportMessages.status} = 'open'`;
  const [rows, [counts]] = await Promise.all([
    db
      .select({ m: supportMessages, handledBy: profiles.fullName })
      .from(supportMessages)
      .leftJoin(profiles, eq(profiles.id, supportMessages.repliedBy))
      .orderBy(
        sql`${open} DESC`,
        sql`CASE WHEN ${open} THEN ${supportMessages.createdAt} END ASC`,
        sql`${supportMessages.doneAt} DESC`,
        supportMessages.id,
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count(), open: sql<number>`count(*) FILTER (WHERE ${open})::int` })
      .from(supportMessages),
  ]);
  return {
    total: counts?.total ?? 0,
    open: counts?.open ?? 0,
    messages: rows.map(({ m, handledBy }) => ({
      id: m.id,
      topic: m.topic as SupportInboxItem['topic'],
      name: m.name,
      email: m.email,
      fromMember: m.userId !== null,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      status: m.status as SupportInboxItem['status'],
      reply: m.reply,
      repliedAt: iso(m.repliedAt),
      handledBy: handledBy ?? null,
      doneAt: iso(m.doneAt),
    })),
  };
}
