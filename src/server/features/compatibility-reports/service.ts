import { eq } from 'drizzle-orm';
import type { ReportCard, ReportsResponse } from '#shared/contracts/compatibility-reports.js';
import {
  REPORT_KINDS,
  isPremiumPlan,
  reportCardState,
  showsIntro,
  type ReportKind,
} from '#shared/domain/report-unlock.js';
import type { Db } from '#server/db/connect.js';
import { blueprintProfile, profiles } from '#server/db/schema.js';
import { compatibilityReportErrors } from './errors.js';
import { newestEq, toEqResult } from './stored-eq.js';

type BlueprintRow = typeof blueprintProfile.$inferSelect;

/** Where each report card's text is stored on the member's blueprint_profile row. */
const TEXT_OF: Record<ReportKind, (row: BlueprintRow) => string | null> = {
  eq_insights: (row) => row.eqInsights,
  individual_insights: (row) => row.individualInsights,
  relationship_development_insights: (row) => row.relationshipDevelopmentInsights,
  relationship_directional_insights: (row) => row.relationshipDirectionalInsights,
};

/**
 * Everything the 'Reports & Quizzes' section shows, decided here from the database and the
 * server clock: a card's text is read into the answer only when the card is viewable, and the
 * Personal Relationship Blueprint only for Premium members.
 */
export async function getReports(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<ReportsResponse> {
  const [profile] = await db
    .select({
      plan: profiles.plan,
      upgradedAt: profiles.upgradedAt,
      matchesCount: profiles.matchesCount,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw compatibilityReportErrors.fail('NOT_FOUND', 'Profile not found');
  const [blueprint] = await db
    .select()
    .from(blueprintProfile)
    .where(eq(blueprintProfile.userId, userId));
  const latestEq = await newestEq(db, userId);

  const premium = isPremiumPlan(profile.plan);
  const access = { hasBlueprint: !!blueprint, premium, upgradedAt: profile.upgradedAt, now };
  const cards = REPORT_KINDS.map((kind): ReportCard => {
    const state = reportCardState(kind, access);
    if (state.state !== 'viewable') return { kind, ...state };
    return { kind, state: 'viewable', text: blueprint ? (TEXT_OF[kind](blueprint) ?? '') : '' };
  });

  return {
    premium,
    upgradedAt: profile.upgradedAt?.toISOString() ?? null,
    showsIntro: showsIntro(profile.upgradedAt, now),
    matchesCount: profile.matchesCount,
    eq: latestEq ? toEqResult(latestEq.stored, latestEq.report, latestEq.completedAt) : null,
    blueprint: blueprint
      ? {
          completedAt: blueprint.updatedAt.toISOString(),
          report: premium ? (blueprint.blueprintReport ?? '') : null,
        }
      : null,
    cards,
  };
}
