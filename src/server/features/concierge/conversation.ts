import { desc, eq } from 'drizzle-orm';
import type { ConciergeMessage, MyConcierge } from '#shared/contracts/concierge.js';
import { firstNameOf } from '#shared/domain/accounts.js';
import type { Db } from '#server/db/connect.js';
import {
  conciergeAssignments,
  conciergeMessages,
  conciergeSharing,
  user,
} from '#server/db/schema.js';
import { conciergeErrors } from './errors.js';
import { hasConciergePlan } from './plan.js';

/** How much of a conversation one read returns: months of a personal service's messages. */
const MESSAGES_SHOWN = 200;

type MessageRow = typeof conciergeMessages.$inferSelect;
export const asMessage = (m: MessageRow): ConciergeMessage => ({
  id: m.id,
  author: m.author as ConciergeMessage['author'],
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});

/** The member's conversation with their concierge, oldest first. */
export async function messagesOf(db: Db, memberId: string) {
  const rows = await db
    .select()
    .from(conciergeMessages)
    .where(eq(conciergeMessages.memberId, memberId))
    .orderBy(desc(conciergeMessages.createdAt), desc(conciergeMessages.id))
    .limit(MESSAGES_SHOWN);
  return rows.reverse().map(asMessage);
}

/** Whether the member lets their concierge read their reports, questionnaire and matches. */
export async function isSharing(db: Db, memberId: string) {
  const [row] = await db
    .select({ at: conciergeSharing.sharedAt })
    .from(conciergeSharing)
    .where(eq(conciergeSharing.memberId, memberId));
  return Boolean(row);
}

/** The concierge looking after the member, if one is assigned. */
export async function conciergeOf(db: Db, memberId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(conciergeAssignments)
    .innerJoin(user, eq(user.id, conciergeAssignments.conciergeId))
    .where(eq(conciergeAssignments.memberId, memberId));
  return row ?? null;
}

/** The "Your Concierge" pane. */
export async function myConcierge(db: Db, memberId: string): Promise<MyConcierge> {
  const [included, concierge, sharing, messages] = await Promise.all([
    hasConciergePlan(db, memberId),
    conciergeOf(db, memberId),
    isSharing(db, memberId),
    messagesOf(db, memberId),
  ]);
  return {
    included,
    concierge: concierge ? { firstName: firstNameOf(concierge.name) } : null,
    sharing,
    messages,
  };
}

async function planNeeded(db: Db, memberId: string) {
  if (!(await hasConciergePlan(db, memberId)))
    throw conciergeErrors.fail(
      'NO_CONCIERGE_PLAN',
      'A concierge comes with the Basic, Popular and Premium plans.',
    );
}

/**
 * Stores the member's message (before the answer says it arrived, so nothing is lost) and
 * returns it with the concierge to tell, if one is assigned yet: a waiting member's messages are
 * there for their concierge to read on the first day.
 */
export async function sendAsMember(db: Db, memberId: string, body: string) {
  await planNeeded(db, memberId);
  const [row] = await db
    .insert(conciergeMessages)
    .values({ memberId, author: 'member', body })
    .returning();
  return { message: asMessage(row!), concierge: await conciergeOf(db, memberId) };
}

/** Gives (with a running plan) or withdraws (always) the member's consent to share. */
export async function setSharing(db: Db, memberId: string, sharing: boolean) {
  if (!sharing) {
    await db.delete(conciergeSharing).where(eq(conciergeSharing.memberId, memberId));
    return { sharing };
  }
  await planNeeded(db, memberId);
  await db.insert(conciergeSharing).values({ memberId }).onConflictDoNothing();
  return { sharing };
}
