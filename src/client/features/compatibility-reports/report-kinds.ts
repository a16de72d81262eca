import { Brain, Compass, Fingerprint, Sprout, type LucideIcon } from 'lucide-react';
import { REPORT_KINDS, type ReportKind } from '../../../shared/domain/report-unlock';

export interface ReportKindInfo {
  title: string;
  /** One line under the title: what the report is about. */
  summary: string;
  icon: LucideIcon;
}

/** The four Blueprint reports in the order they unlock (SPEC sections 1 and 4). */
export const REPORT_INFO: Record<ReportKind, ReportKindInfo> = {
  eq_insights: {
    title: 'EQ Insights',
    summary: 'How you notice, name and handle feelings, yours and a partner’s.',
    icon: Brain,
  },
  individual_insights: {
    title: 'Individual Insights',
    summary: 'Your values, needs and the way you show up in a relationship.',
    icon: Fingerprint,
  },
  relationship_development_insights: {
    title: 'Relationship Development Insights',
    summary: 'Where you can grow together, and the habits that help you get there.',
    icon: Sprout,
  },
  relationship_directional_insights: {
    title: 'Relationship Directional Insights',
    summary: 'The kind of partner and partnership your answers point towards.',
    icon: Compass,
  },
};

export const ORDERED_KINDS = REPORT_KINDS;

/** 'Unlocks in N hours' with the hour counted as the server sent it (whole hours remaining). */
export const unlockLabel = (hours: number) =>
  `Unlocks in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The blueprint checkout every upgrade prompt leads to (SPEC section 2, payment page). */
export function blueprintCheckoutUrl(user: { id: string; email: string }) {
  const query = new URLSearchParams({ email: user.email, userId: user.id });
  return `/blueprint-payment?${query.toString()}`;
}

/** A completion date as people read it: 'March 4, 2025'. */
export function formatDate(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
