import { and, eq, sql } from 'drizzle-orm';
import type { AssignedMember, MemberFile } from '#shared/contracts/concierge-workspace.js';
import { firstNameOf } from '#shared/domain/accounts.js';
import { asPlanId } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import {
  conciergeAssignments,
  conciergeMessages,
  conciergeSharing,
  profiles,
  user,
} from '#server/db/schema.js';
import { asMessage, messagesOf } from './conversation.js';
import { conciergeErrors } from './errors.js';
import { planRuns } from './plan.js';
import { pastDatesOf, sharedData } from './shared-data.js';

const lastMessage = sql<{ author: 'member' | 'concierge'; createdAt: string } | null>`(
  SELECT json_build_object('author', m.author, 'createdAt', m.created_at)
  FROM ${conciergeMessages} m WHERE m.member_id = ${conciergeAssignments.memberId}
  ORDER BY m.created_at DESC LIMIT 1)`;

/** The members `conciergeId` looks after (one when `memberId` is given), newest message first. */
function assignedRows(db: Db, conciergeId: string, memberId?: string) {
  return db
    .select({
      id: conciergeAssignments.memberId,
      name: user.name,
      plan: profiles.subscriptionPlan,
      planActive: sql<boolean>`${planRuns()}`,
      sharing: sql<boolean>`${conciergeSharing.memberId} IS NOT NULL`,
      assignedAt: conciergeAssignments.assignedAt,
      lastMessage,
    })
    .from(conciergeAssignments)
    .innerJoin(user, eq(user.id, conciergeAssignments.memberId))
    .innerJoin(profiles, eq(profiles.id, conciergeAssignments.memberId))
    .leftJoin(conciergeSharing, eq(conciergeSharing.memberId, conciergeAssignments.memberId))
    .where(
      and(
        eq(conciergeAssignments.conciergeId, conciergeId),
        memberId ? eq(conciergeAssignments.memberId, memberId) : undefined,
      ),
    )
    .orderBy(sql`${lastMessage}->>'createdAt' DESC NULLS LAST`, conciergeAssignments.assignedAt);
}

type Row = Awaited<ReturnType<typeof assignedRows>>[number];
const asAssigned = (r: Row): AssignedMember => ({
  id: r.id,
  firstName: firstNameOf(r.name),
  plan: asPlanId(r.plan),
  planActive: Boolean(r.planActive),
  sharing: Boolean(r.sharing),
  assignedAt: r.assignedAt.toISOString(),
  lastMessage: r.lastMessage && {
    author: r.lastMessage.author,
    createdAt: new Date(r.lastMessage.createdAt).toISOString(),
  },
});

export async function assignedMembers(db: Db, conciergeId: string) {
  return { members: (await assignedRows(db, conciergeId)).map(asAssigned) };
}

/**
 * The member, if `conciergeId` looks after them; any other member is a 404, the same as one who
 * does not exist, so a concierge cannot learn who else has a plan.
 */
export async function assignedMember(db: Db, conciergeId: string, memberId: string) {
  const [row] = await assignedRows(db, conciergeId, memberId);
  if (!row) throw conciergeErrors.fail('NOT_FOUND', 'This member is not one of yours.');
  return asAssigned(row);
}

/**
 * What the concierge may read beyond the conversation: only while the member shares it with them
 * and their plan runs (a lapsed plan ends the concierge's reading, as it ends the member's writing).
 */
const mayRead = (member: AssignedMember) => member.sharing && member.planActive;

/** One member's file: the conversation, and their past dates and what they share (see `mayRead`). */
export async function memberFile(
  db: Db,
  conciergeId: string,
  memberId: string,
): Promise<MemberFile> {
  const member = await assignedMember(db, conciergeId, memberId);
  const reads = mayRead(member);
  const [messages, pastDates, shared] = await Promise.all([
    messagesOf(db, memberId),
    reads ? pastDatesOf(db, memberId) : [],
    reads ? sharedData(db, memberId) : null,
  ]);
  return { member, messages, pastDates, shared };
}

/** A concierge writes to an assigned member; a follow-up names one of the member's past dates. */
export async function writeAsConcierge(
  db: Db,
  conciergeId: string,
  memberId: string,
  input: { body: string; followUpOf?: string | undefined },
) {
  const member = await assignedMember(db, conciergeId, memberId);
  if (input.followUpOf) {
    const past = mayRead(member) ? await pastDatesOf(db, memberId) : [];
    if (!past.some((d) => d.id === input.followUpOf))
      throw conciergeErrors.fail('NOT_FOUND', 'This date is not one of the member’s past dates.');
  }
  const [row] = await db
    .insert(conciergeMessages)
    .values({
      memberId,
      author: 'concierge',
      conciergeId,
      body: input.body,
      followUpOf: input.followUpOf ?? null,
    })
    .returning();
  return asMessage(row!);
}
