import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { REPORT_KINDS } from '../domain/report-unlock.js';
import { eqResult } from './quizzes.js';

/** A report card as the server decides it; `text` is present only when the card is viewable. */
export const reportCard = z.discriminatedUnion('state', [
  z.object({ kind: z.enum(REPORT_KINDS), state: z.literal('needs-blueprint') }),
  z.object({ kind: z.enum(REPORT_KINDS), state: z.literal('needs-upgrade') }),
  z.object({
    kind: z.enum(REPORT_KINDS),
    state: z.literal('locked'),
    unlocksInHours: z.number().int().positive(),
  }),
  z.object({ kind: z.enum(REPORT_KINDS), state: z.literal('viewable'), text: z.string() }),
]);
export type ReportCard = z.infer<typeof reportCard>;

/**
 * GET /api/reports (signed in): everything the 'Reports & Quizzes' section shows.
 * A locked or unpaid report's text is never sent.
 */
export const reportsResponse = z.object({
  premium: z.boolean(),
  upgradedAt: z.string().nullable(),
  /** True within 4 days of upgrading (or with no upgrade time): the intro text shows. */
  showsIntro: z.boolean(),
  /** -1 locked (no plan): 'Find {product}' goes to billing. */
  matchesCount: z.number().int(),
  eq: eqResult.nullable(),
  blueprint: z
    .object({
      completedAt: z.string(),
      /** The Personal Relationship Blueprint (markdown); null unless Premium. */
      report: z.string().nullable(),
    })
    .nullable(),
  cards: z.array(reportCard),
});
export type ReportsResponse = z.infer<typeof reportsResponse>;

export const compatibilityReportsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/reports',
    access: 'member',
    feature: 'compatibility-reports',
    summary:
      'The signed-in member’s EQ result, Blueprint and report cards (locked text is never sent)',
    response: reportsResponse,
    errors: { NOT_FOUND: 404 },
  }),
};
