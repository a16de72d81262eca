import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ABUSE_REPORT_REASONS } from './safety.js';

/** What a moderator decides about a report. */
export const MODERATION_DECISIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
export const SUSPENSION_DAYS_MAX = 365;

const person = z.object({ userId: z.string(), fullName: z.string(), email: z.string() });

/** One open report with its evidence and the reported member's history. */
export const queuedAbuseReport = z.object({
  id: z.string(),
  reason: z.enum(ABUSE_REPORT_REASONS),
  note: z.string().nullable(),
  messages: z.array(z.object({ id: z.string(), content: z.string(), createdAt: z.string() })),
  createdAt: z.string(),
  /** Null when the reporter has since deleted their account. */
  reporter: person.nullable(),
  reported: person.extend({
    memberSince: z.string(),
    /** Every report against them, this one included, and how many came from different people. */
    reportsTotal: z.number().int(),
    reportersLastWeek: z.number().int(),
    earlierDecisions: z.array(
      z.object({ decision: z.enum(MODERATION_DECISIONS), decidedAt: z.string() }),
    ),
    hiddenForReview: z.boolean(),
  }),
});
export type QueuedAbuseReport = z.infer<typeof queuedAbuseReport>;

export const decisionBody = z
  .strictObject({
    decision: z.enum(MODERATION_DECISIONS),
    /** Why, for the audit log. */
    reason: z.string().trim().min(1, 'Give a reason for the decision.').max(1_000),
    /** A warning's words to the member. */
    message: z.string().trim().max(5_000).optional(),
    /** How long a suspension lasts. */
    days: z.number().int().min(1).max(SUSPENSION_DAYS_MAX).optional(),
  })
  .refine((b) => b.decision !== 'warn' || Boolean(b.message), {
    message: 'Write the warning the member will receive.',
    path: ['message'],
  })
  .refine((b) => b.decision !== 'suspend' || b.days !== undefined, {
    message: 'Choose how many days the suspension lasts.',
    path: ['days'],
  });
export type DecisionInput = z.input<typeof decisionBody>;

export const moderationApi = {
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    access: 'admin',
    feature: 'safety',
    summary: 'Open reports, oldest first, with their evidence and the reported member’s history',
    response: z.object({ reports: z.array(queuedAbuseReport), total: z.number().int() }),
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/abuse-reports/:id/decision',
    access: 'admin',
    feature: 'safety',
    summary: 'Dismiss, warn, suspend or ban; the reporter is mailed the outcome',
    params: z.object({ id: z.uuid('No such report.') }),
    body: decisionBody,
    response: z.object({ ok: z.literal(true) }),
    errors: { NOT_FOUND: 404, ALREADY_DECIDED: 409, NOT_MODERATABLE: 409 },
  }),
};
