import { and, desc, eq, exists, lt, or, sql } from 'drizzle-orm';
import type { PastDate, SharedWithConcierge } from '#shared/contracts/concierge-workspace.js';
import { firstNameOf } from '#shared/domain/accounts.js';
import { isPremiumPlan } from '#shared/domain/report-unlock.js';
import type { Db } from '#server/db/connect.js';
import {
  blueprintProfile,
  conciergeMessages,
  dateRequests,
  emotionalProfile,
  profiles,
  user,
} from '#server/db/schema.js';
import { getQuestionnaire, listMatches } from '../matching/index.js';

/** The member's own reports: their emotional type, EQ insights and Blueprint report. */
async function reportsOf(db: Db, memberId: string) {
  const [[profile], [eqReport], [blueprint]] = await Promise.all([
    db
      .select({ emotionalType: profiles.emotionalType, plan: profiles.plan })
      .from(profiles)
      .where(eq(profiles.id, memberId)),
    db
      .select({ insights: emotionalProfile.eqInsights })
      .from(emotionalProfile)
      .where(eq(emotionalProfile.userId, memberId))
      .orderBy(desc(emotionalProfile.createdAt))
      .limit(1),
    db
      .select({ report: blueprintProfile.blueprintReport })
      .from(blueprintProfile)
      .where(eq(blueprintProfile.userId, memberId)),
  ]);
  return {
    emotionalType: profile?.emotionalType ?? null,
    eqInsights: eqReport?.insights ?? null,
    // Only what the member can read themselves: the full Blueprint report is Premium's.
    blueprintReport: isPremiumPlan(profile?.plan) ? (blueprint?.report ?? null) : null,
  };
}

/**
 * What a sharing member lets their concierge read: their reports, their questionnaire, and their
 * matches exactly as the member's own Matches page shows them (what a match may see, no more).
 */
export async function sharedData(db: Db, memberId: string): Promise<SharedWithConcierge> {
  const [reports, { questionnaire }, { matches }] = await Promise.all([
    reportsOf(db, memberId),
    getQuestionnaire(db, memberId),
    listMatches(db, memberId),
  ]);
  // Photos stay between the member and their matches: a match's picture is served to those two
  // only, so the concierge sees initials.
  return {
    reports,
    questionnaire,
    matches: matches.map((m) => ({ ...m, avatarUrl: null, photos: [] })),
  };
}

/** The member's accepted dates that have taken place, newest first, and which were followed up. */
export async function pastDatesOf(db: Db, memberId: string, now = new Date()): Promise<PastDate[]> {
  const other = sql`CASE WHEN ${dateRequests.proposerId} = ${memberId}
    THEN ${dateRequests.receiverId} ELSE ${dateRequests.proposerId} END`;
  const rows = await db
    .select({
      id: dateRequests.id,
      startsAt: dateRequests.startsAt,
      withName: user.name,
      followedUp: exists(
        db
          .select({ id: conciergeMessages.id })
          .from(conciergeMessages)
          // This member's own follow-ups: the other side of the date has a concierge too.
          .where(
            and(
              eq(conciergeMessages.memberId, memberId),
              eq(conciergeMessages.followUpOf, dateRequests.id),
            ),
          ),
      ),
    })
    .from(dateRequests)
    .innerJoin(user, eq(user.id, other))
    .where(
      and(
        or(eq(dateRequests.proposerId, memberId), eq(dateRequests.receiverId, memberId)),
        eq(dateRequests.status, 'accepted'),
        lt(dateRequests.startsAt, now),
      ),
    )
    .orderBy(desc(dateRequests.startsAt))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    withFirstName: firstNameOf(r.withName),
    startsAt: r.startsAt!.toISOString(),
    followedUp: Boolean(r.followedUp),
  }));
}
