import type { MemberOverview } from '#shared/contracts/admin-users';
export { ROLE_LABEL } from '#shared/contracts/profiles';

export const NOT_AVAILABLE = 'N/A';

/** A text field, or its stated default when the member has none (empty counts as none). */
export const textOr = (value: string | number | null | undefined, fallback = NOT_AVAILABLE) =>
  value === null || value === undefined || value === '' ? fallback : String(value);

// ICU releases differ on the space before AM/PM (a narrow no-break space in newer ones); plain
// spaces keep the text the same on every machine and when it is copied.
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/** A short US date (11/26/2026), or N/A. `timeZone` defaults to the admin's own. */
export function shortDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return NOT_AVAILABLE;
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'numeric',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}

/** A short US date and time (11/26/2026, 3:05 PM), or N/A. */
export function shortDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return NOT_AVAILABLE;
  return plainSpaces(
    new Date(iso).toLocaleString('en-US', {
      month: 'numeric',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }),
  );
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents from the server as US dollars; no amount is $0.00. */
export const money = (cents: number | null | undefined) => dollars.format((cents ?? 0) / 100);

const ACTION_LABELS = new Map(
  Object.entries({
    'admin.update-user': 'Profile edited',
    'admin.set-role': 'Role changed',
    'admin.ban': 'Banned',
    'admin.send-email': 'Email sent',
    'admin.delete-user': 'Account deleted',
    'admin.refund': 'Purchase refunded',
    'admin.quiz-question.create': 'Quiz question created',
    'admin.quiz-question.update': 'Quiz question edited',
    'admin.quiz-question.delete': 'Quiz question deleted',
    'trainers.create': 'AI trainer created',
    'trainers.update': 'AI trainer edited',
    'trainers.delete': 'AI trainer deleted',
    'sign-up-blueprint': 'Signed up with the Blueprint',
    'sign-in': 'Signed in',
    'sign-in-failed': 'Sign-in failed',
    'safety.block': 'Blocked a member',
    'safety.unblock': 'Unblocked a member',
    'safety.unmatch': 'Unmatched a member',
    'safety.report': 'Reported a member',
    'moderation.dismiss': 'Report dismissed',
    'moderation.warn': 'Warned',
    'moderation.suspend': 'Suspended',
    'moderation.ban': 'Banned by a moderator',
  }),
);

/** An audit action in words; an action the client does not know yet shows as it is stored. */
export const actionLabel = (action: string) => ACTION_LABELS.get(action) ?? action;

type AuditEntry = MemberOverview['audit'][number];

/** Who did it: the member, a named person (usually an admin), or the system. */
export const actorText = ({ actorName, bySelf }: Pick<AuditEntry, 'actorName' | 'bySelf'>) =>
  bySelf ? 'by the member' : actorName === null ? 'by the system' : `by ${actorName}`;
