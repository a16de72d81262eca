import { firstNameOf } from '#shared/domain/accounts.js';
import { chatUrl } from '#shared/page-urls.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';
import type { MailPort } from '#server/platform/mail/index.js';

/** What assigning a concierge sends through: the outbox, and links to this server. */
export interface ConciergeMailDeps {
  mail: MailPort;
  appUrl: string;
}

/** To the member, when a concierge is assigned: the pane's promise kept ("we'll email you"). */
export const conciergeAssignedMail = (
  to: { email: string; name: string },
  conciergeName: string,
  appUrl: string,
) =>
  buttonMail(
    'concierge-assigned',
    to.email,
    'Meet your concierge',
    [
      `Hi ${firstNameOf(to.name) || 'there'},`,
      `${firstNameOf(conciergeName)} is your Right One concierge from today. They will read your messages, introduce you to people they think suit you, and check in after your dates.`,
      'Say hello in "Your Concierge", below the coach on your chat page.',
    ],
    'Open Your Concierge',
    appUrl + chatUrl(),
  );
