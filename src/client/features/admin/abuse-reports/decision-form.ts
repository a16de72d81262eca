import { z } from 'zod';
import {
  decisionBody,
  SUSPENSION_DAYS_MAX,
  type DecisionInput,
  type ModerationDecision,
} from '#shared/contracts/moderation';

/** The decision dialog's fields as the inputs hold them (a number input holds text). */
const fields = z.object({ reason: z.string(), message: z.string(), days: z.string() });
export type DecisionFormValues = z.infer<typeof fields>;

/** A suspension is a week unless the moderator picks otherwise. */
export const DEFAULT_DECISION_VALUES: DecisionFormValues = { reason: '', message: '', days: '7' };

const DAYS_RANGE = `A suspension lasts 1 to ${SUSPENSION_DAYS_MAX} days.`;

/** The body sent for `decision`: only the fields it takes, so the contract's checks apply. */
export function toDecisionInput(
  decision: ModerationDecision,
  v: DecisionFormValues,
): DecisionInput {
  const days = v.days.trim();
  return {
    decision,
    reason: v.reason,
    ...(decision === 'warn' ? { message: v.message } : {}),
    ...(decision === 'suspend' && days ? { days: Number(days) } : {}),
  };
}

/**
 * The server's own rules (shared/contracts/moderation.ts), shown under the fields. Zod's words
 * for a number out of range mean nothing to a moderator, so days get a sentence of their own.
 */
export const decisionFormSchema = (decision: ModerationDecision) =>
  fields.superRefine((v, ctx) => {
    const checked = decisionBody.safeParse(toDecisionInput(decision, v));
    if (checked.success) return;
    for (const { path, message, code } of checked.error.issues)
      ctx.addIssue({
        code: 'custom',
        path,
        message: path[0] === 'days' && code !== 'custom' ? DAYS_RANGE : message,
      });
  });
