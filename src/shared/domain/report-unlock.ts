/** When each Blueprint report opens for a Premium member (docs/product-rules.md §4 and §9). */

export const REPORT_KINDS = [
  'eq_insights',
  'individual_insights',
  'relationship_development_insights',
  'relationship_directional_insights',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What the reports are called, wherever they are named (reports page, checkout). */
export const REPORT_TITLES: Record<ReportKind, string> = {
  eq_insights: 'EQ Insights',
  individual_insights: 'Individual Insights',
  relationship_development_insights: 'Relationship Development Insights',
  relationship_directional_insights: 'Relationship Directional Insights',
};

/** Hours after upgraded_at; EQ insights open at once. */
export const UNLOCK_DELAY_HOURS: Record<ReportKind, number> = {
  eq_insights: 0,
  individual_insights: 24,
  relationship_development_insights: 48,
  relationship_directional_insights: 72,
};

/** After more than this many days the intro text gives way to the 'Your Journey Begins' card. */
export const INTRO_DAYS = 4;

const HOUR_MS = 60 * 60 * 1000;

/** Elapsed time since the upgrade in whole hours (floored), or null when there is no upgrade time. */
export function hoursSince(upgradedAt: Date | null, now: Date): number | null {
  return upgradedAt ? Math.floor((now.getTime() - upgradedAt.getTime()) / HOUR_MS) : null;
}

export type ReportCardState =
  | { state: 'needs-blueprint' }
  | { state: 'needs-upgrade' }
  | { state: 'viewable' }
  | { state: 'locked'; unlocksInHours: number };

export interface ReportAccessInput {
  hasBlueprint: boolean;
  premium: boolean;
  upgradedAt: Date | null;
  now: Date;
}

export function reportCardState(
  kind: ReportKind,
  { hasBlueprint, premium, upgradedAt, now }: ReportAccessInput,
): ReportCardState {
  if (!hasBlueprint) return { state: 'needs-blueprint' };
  if (!premium) return { state: 'needs-upgrade' };
  const elapsed = hoursSince(upgradedAt, now);
  // Premium members without an upgrade time see their reports.
  if (elapsed === null) return { state: 'viewable' };
  const remaining = UNLOCK_DELAY_HOURS[kind] - elapsed;
  return remaining > 0 ? { state: 'locked', unlocksInHours: remaining } : { state: 'viewable' };
}

/** True while the member is within the first 4 days after upgrading (intro text shows). */
export function showsIntro(upgradedAt: Date | null, now: Date): boolean {
  const elapsed = hoursSince(upgradedAt, now);
  return elapsed === null || elapsed <= INTRO_DAYS * 24;
}

/** 'Premium' in either case counts as Premium (docs/product-rules.md §3). */
export const isPremiumPlan = (plan: string | null | undefined) => plan?.toLowerCase() === 'premium';
