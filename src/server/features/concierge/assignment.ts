import { and, asc, count, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { conciergeAssignments, conciergeSharing, profiles, user } from '#server/db/schema.js';
import { recordAudit } from '../audit/index.js';
import { conciergeErrors } from './errors.js';
import { conciergeAssignedMail, type ConciergeMailDeps } from './mails.js';
import { planRuns } from './plan.js';

/**
 * Concierge accounts (not banned) with how many members whose plan runs each looks after, the
 * least loaded first; never the accounts in `notThese` (the member themselves, one leaving).
 */
export function conciergeLoads(db: Db, ...notThese: string[]) {
  const members = count(profiles.id);
  return db
    .select({ id: user.id, name: user.name, members })
    .from(user)
    .leftJoin(conciergeAssignments, eq(conciergeAssignments.conciergeId, user.id))
    .leftJoin(profiles, and(eq(profiles.id, conciergeAssignments.memberId), planRuns()))
    .where(
      and(
        eq(user.role, 'concierge'),
        sql`coalesce(${user.banned}, false) = false`,
        notThese.length ? notInArray(user.id, notThese) : undefined,
      ),
    )
    .groupBy(user.id)
    .orderBy(asc(members), asc(user.createdAt), asc(user.id));
}

/** Tells the member, through the outbox in the same transaction, who looks after them now. */
async function mailAssigned(tx: Db, deps: ConciergeMailDeps, memberId: string, name: string) {
  const [member] = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, memberId));
  if (member) await deps.mail.enqueue(conciergeAssignedMail(member, name, deps.appUrl), tx);
}

/**
 * Gives a member without a concierge the least-loaded one (never one in `notThese`) and mails
 * them. A concierge stored meanwhile by a transaction still running when this one began (a
 * purchase during a new concierge's share-out) is kept: one concierge, one mail.
 */
async function assignLeastLoaded(
  tx: Db,
  deps: ConciergeMailDeps,
  memberId: string,
  ...notThese: string[]
) {
  const [concierge] = await conciergeLoads(tx, memberId, ...notThese).limit(1);
  if (!concierge) return;
  const stored = await tx
    .insert(conciergeAssignments)
    .values({ memberId, conciergeId: concierge.id })
    .onConflictDoNothing()
    .returning({ memberId: conciergeAssignments.memberId });
  if (stored.length) await mailAssigned(tx, deps, memberId, concierge.name);
}

/**
 * A plan payment was fulfilled (billing calls this in its transaction): a member without a
 * concierge gets the least-loaded one, ties to the longest-serving. Renewals and repeated
 * events change nothing (and skip choosing one); with no concierge on staff the member waits for
 * an admin or a new one.
 */
export async function assignOnPurchase(tx: Db, deps: ConciergeMailDeps, memberId: string) {
  const [existing] = await tx
    .select({ id: conciergeAssignments.conciergeId })
    .from(conciergeAssignments)
    .where(eq(conciergeAssignments.memberId, memberId));
  if (!existing) await assignLeastLoaded(tx, deps, memberId);
}

/**
 * Members whose plan runs and who have no concierge yet, longest waiting first. Staff who once
 * bought a plan (a concierge trying the product) are not members waiting for one.
 */
export function waitingMembers(db: Db) {
  return db
    .select({
      id: profiles.id,
      name: user.name,
      email: user.email,
      plan: profiles.subscriptionPlan,
      since: profiles.matchingPlanPurchasedAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(conciergeAssignments, eq(conciergeAssignments.memberId, profiles.id))
    .where(and(planRuns(), isNull(conciergeAssignments.memberId), ne(user.role, 'concierge')))
    .orderBy(sql`${profiles.matchingPlanPurchasedAt} ASC NULLS LAST`, profiles.id);
}

/** A new concierge joined: the members waiting are shared out, least-loaded first, as on purchase. */
export async function assignWaitingMembers(db: Db, deps: ConciergeMailDeps) {
  for (const member of await waitingMembers(db))
    await db.transaction((tx) => assignOnPurchase(tx, deps, member.id));
}

/**
 * A concierge stops being one (another role, banned, or their account deleted): each member they
 * looked after goes to the least-loaded concierge left, as on purchase, and is mailed their new
 * concierge's name, or waits for one when nobody is left. Consent to share was given to the one
 * who left, so it ends. Runs in the caller's transaction; returns the members handed on.
 */
export async function handOverMembersOf(tx: Db, deps: ConciergeMailDeps, conciergeId: string) {
  const released = await tx
    .delete(conciergeAssignments)
    .where(eq(conciergeAssignments.conciergeId, conciergeId))
    .returning({ memberId: conciergeAssignments.memberId });
  const members = released.map((r) => r.memberId);
  if (!members.length) return members;
  await tx.delete(conciergeSharing).where(inArray(conciergeSharing.memberId, members));
  for (const memberId of members) await assignLeastLoaded(tx, deps, memberId, conciergeId);
  return members;
}

/** An admin assigns (or moves) a member whose plan runs to a concierge, and it is audited. */
export async function assignByAdmin(
  db: Db,
  deps: ConciergeMailDeps,
  adminId: string,
  memberId: string,
  conciergeId: string,
) {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, memberId), planRuns()));
    if (!member) throw conciergeErrors.fail('NOT_FOUND', 'This member has no concierge plan.');
    const [concierge] = await tx
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(and(eq(user.id, conciergeId), eq(user.role, 'concierge')));
    if (!concierge) throw conciergeErrors.fail('NOT_FOUND', 'This account is not a concierge.');
    const values = { memberId, conciergeId, assignedBy: adminId, assignedAt: new Date() };
    // Consent was given to one person ("Let Clara see..."): a new concierge is asked again.
    const [before] = await tx
      .select({ conciergeId: conciergeAssignments.conciergeId })
      .from(conciergeAssignments)
      .where(eq(conciergeAssignments.memberId, memberId));
    if (before && before.conciergeId !== conciergeId)
      await tx.delete(conciergeSharing).where(eq(conciergeSharing.memberId, memberId));
    await tx
      .insert(conciergeAssignments)
      .values(values)
      .onConflictDoUpdate({ target: conciergeAssignments.memberId, set: values });
    await mailAssigned(tx, deps, memberId, concierge.name);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'admin.assign-concierge',
      targetId: memberId,
      meta: { conciergeId },
    });
  });
}
