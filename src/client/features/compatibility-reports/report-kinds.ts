import { Brain, Compass, Fingerprint, Sprout, type LucideIcon } from 'lucide-react';
import type { ReportCard } from '#shared/contracts/compatibility-reports';
import { REPORT_TITLES, type ReportKind } from '#shared/domain/report-unlock';

export interface ReportKindInfo {
  title: string;
  /** One line under the title: what the report is about. */
  summary: string;
  icon: LucideIcon;
}

/** What the four Blueprint reports are called and about (docs/product-rules.md §1 and §4). */
export const REPORT_INFO: Record<ReportKind, ReportKindInfo> = {
  eq_insights: {
    title: REPORT_TITLES.eq_insights,
    summary: 'How you notice, name and handle feelings, yours and a partner’s.',
    icon: Brain,
  },
  individual_insights: {
    title: REPORT_TITLES.individual_insights,
    summary: 'Your values, needs and the way you show up in a relationship.',
    icon: Fingerprint,
  },
  relationship_development_insights: {
    title: REPORT_TITLES.relationship_development_insights,
    summary: 'Where you can grow together, and the habits that help you get there.',
    icon: Sprout,
  },
  relationship_directional_insights: {
    title: REPORT_TITLES.relationship_directional_insights,
    summary: 'The kind of partner and partnership your answers point towards.',
    icon: Compass,
  },
};

/** 'Unlocks in N hours' with the hour counted as the server sent it (whole hours remaining). */
export const unlockLabel = (hours: number) =>
  `Unlocks in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** Where a report stands, in a few words (for lists of the reports rather than their cards). */
export const reportStatusLabel = (card: ReportCard) =>
  card.state === 'viewable'
    ? 'Ready to read'
    : card.state === 'locked'
      ? unlockLabel(card.unlocksInHours)
      : card.state === 'needs-upgrade'
        ? 'With Premium'
        : 'After the Blueprint Quiz';

/** A completion date as people read it: 'March 4, 2025'. */
export function formatDate(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
