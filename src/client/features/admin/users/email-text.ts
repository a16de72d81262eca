import type { EmailRecipients } from '#shared/contracts/admin-emails';

/** 'N member(s)', in the right number. */
export const membersText = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;

/** The 'Email sent' toast's description. */
export const queuedText = (n: number) => `Queued for ${membersText(n)}.`;

/** Who the dialog writes to: the member of a row, or the members the directory search selects. */
export type Audience =
  | { kind: 'member'; member: { id: string; fullName: string; email: string } }
  | { kind: 'search'; q: string };

export const recipientsOf = (audience: Audience): EmailRecipients =>
  audience.kind === 'member'
    ? { kind: 'member', userId: audience.member.id }
    : { kind: 'search', q: audience.q };

/** The dialog's 'To:' line. */
export function audienceText(audience: Audience): string {
  if (audience.kind === 'member')
    return `To: ${audience.member.fullName} (${audience.member.email})`;
  return audience.q ? `To: every member matching “${audience.q}”` : 'To: every member';
}
