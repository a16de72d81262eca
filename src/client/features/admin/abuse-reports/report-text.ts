import type { QueuedAbuseReport, ModerationDecision } from '#shared/contracts/moderation';
import { shortDate } from '../users/overview-format';

/** `1 report`, `3 reports`: the counts on this tab read as plain English. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The card's buttons, which open the decision dialog. */
export const DECISION_ACTIONS: Record<ModerationDecision, string> = {
  dismiss: 'Dismiss',
  warn: 'Warn',
  suspend: 'Suspend',
  ban: 'Ban',
};

/** The dialog's confirm button: a warning is a message, so its button says it is sent. */
export const CONFIRM_LABELS: Record<ModerationDecision, string> = {
  dismiss: 'Dismiss',
  warn: 'Send Warning',
  suspend: 'Suspend',
  ban: 'Ban',
};

/** A decision already taken, as the member's history lists it. */
export const DECISIONS_DONE: Record<ModerationDecision, string> = {
  dismiss: 'Dismissed',
  warn: 'Warned',
  suspend: 'Suspended',
  ban: 'Banned',
};

/** The queue's size; it counts every open report, also those past the 50 the server lists. */
export const openReportsText = (total: number) => count(total, 'open report', 'open reports');

export const reportsTotalText = (n: number) => count(n, 'report in total', 'reports in total');

/** Three different reporters within a week hide a member from matching: the count to watch. */
export const reportersThisWeekText = (n: number) =>
  n === 1 ? '1 reporter this week' : `${n} different reporters this week`;

/** 'Warned 11/20/2026'. `timeZone` defaults to the admin's own. */
export const earlierDecisionText = (
  d: QueuedAbuseReport['reported']['earlierDecisions'][number],
  timeZone?: string,
) => `${DECISIONS_DONE[d.decision]} ${shortDate(d.decidedAt, timeZone)}`;

/** The decision dialog's title. */
export const decisionTitle = (decision: ModerationDecision, name: string) =>
  decision === 'dismiss' ? 'Dismiss report' : `${DECISION_ACTIONS[decision]} ${name}`;

/** What the decision does, said before the moderator confirms it. */
export function decisionEffect(
  decision: ModerationDecision,
  name: string,
  reporter: string | null,
) {
  switch (decision) {
    case 'dismiss':
      // A reporter who deleted their account cannot be mailed the outcome.
      return reporter
        ? `The report is closed and ${reporter} is told no breach was found.`
        : 'The report is closed. Its reporter deleted their account, so nobody is told.';
    case 'warn':
      return `Your message is mailed to ${name}.`;
    case 'suspend':
      return `${name} is signed out at once and cannot sign in until the suspension ends.`;
    case 'ban':
      return `${name} is signed out at once and can never sign in again.`;
  }
}

/** The success toast's description: what happened to the member. */
export function outcomeText(decision: ModerationDecision, name: string, days?: number) {
  switch (decision) {
    case 'dismiss':
      return `The report about ${name} was dismissed.`;
    case 'warn':
      return `${name} was sent your warning.`;
    case 'suspend':
      return `${name} is suspended for ${count(days ?? 0, 'day', 'days')}.`;
    case 'ban':
      return `${name} is banned.`;
  }
}
