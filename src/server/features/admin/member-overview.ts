import { count, desc, eq, or } from 'drizzle-orm';
import type { MemberOverview } from '#shared/contracts/admin-users.js';
import type { Db } from '#server/db/connect.js';
import { auditLog, matchedUsers, profiles } from '#server/db/schema.js';
import { photoVerified } from '../identity/index.js';
import { adminErrors } from './errors.js';

/** How much of a member's audit trail the overview shows: the newest entries. */
export const AUDIT_TRAIL_LENGTH = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What was done to the member and what they did themselves, newest first, with who did it. */
async function auditTrail(db: Db, id: string): Promise<MemberOverview['audit']> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: profiles.fullName,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(or(eq(auditLog.targetId, id), eq(auditLog.actorId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_TRAIL_LENGTH);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorName: r.actorName,
    bySelf: r.actorId === id,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The profile overview an admin opens from the directory (four cards and the audit trail). */
export async function memberOverview(db: Db, id: string): Promise<MemberOverview> {
  const [[p], [matches], audit] = await Promise.all([
    db
      .select({ profile: profiles, verified: photoVerified })
      .from(profiles)
      .where(eq(profiles.id, id))
      .then((rows) => rows.map((r) => ({ ...r.profile, verified: r.verified }))),
    db.select({ n: count() }).from(matchedUsers).where(eq(matchedUsers.userId, id)),
    auditTrail(db, id),
  ]);
  if (!p) throw adminErrors.fail('NOT_FOUND', 'User not found');
  return {
    id: p.id,
    fullName: p.fullName,
    email: p.email,
    avatarUrl: p.avatarUrl,
    verified: p.verified,
    age: p.age,
    location: p.location,
    occupation: p.occupation,
    education: p.education,
    role: p.role as MemberOverview['role'],
    plan: p.plan as MemberOverview['plan'],
    subscriptionStatus: p.subscriptionStatus,
    subscriptionPlan: p.subscriptionPlan,
    matchingPlanType: p.matchingPlanType,
    totalMatches: matches?.n ?? 0,
    blueprintPurchased: p.blueprintPurchased,
    totalSpent: p.totalSpent,
    subscriptionAmount: p.subscriptionAmount,
    stripeCustomerId: p.stripeCustomerId,
    lastPaymentDate: iso(p.lastPaymentDate),
    nextBillingDate: iso(p.nextBillingDate),
    createdAt: p.createdAt.toISOString(),
    upgradedAt: iso(p.upgradedAt),
    blueprintPurchasedAt: iso(p.blueprintPurchasedAt),
    matchingPlanPurchasedAt: iso(p.matchingPlanPurchasedAt),
    updatedAt: p.updatedAt.toISOString(),
    personality: p.personality as MemberOverview['personality'],
    quizStatus: p.quizStatus as MemberOverview['quizStatus'],
    isActive: p.isActive,
    notes: p.notes,
    audit,
  };
}
