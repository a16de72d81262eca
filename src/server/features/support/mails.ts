import { SUPPORT_TOPIC_LABELS, type SupportTopic } from '#shared/contracts/support.js';
import { firstNameOf } from '#shared/domain/accounts.js';
import { paths } from '#shared/page-urls.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';

/** Who wrote to us; `member` when they were signed in (the name is the account's own). */
export interface Sender {
  name: string;
  email: string;
  member: boolean;
}

/**
 * The greeting. A signed-out sender typed their name themselves: it is not repeated into a mail
 * to an address anyone can type, so the form cannot be used to send others words of one's choice.
 */
const hi = (to: Sender) => (to.member ? `Hi ${firstNameOf(to.name) || 'there'},` : 'Hello,');

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * At once, to the sender: we have it, and where the answer will come from. Signed out, the
 * message itself is not repeated either (see `hi`).
 */
export const receivedMail = (to: Sender, topic: SupportTopic, appUrl: string) =>
  buttonMail(
    'support-received',
    to.email,
    'We received your message',
    [
      hi(to),
      `Thank you for writing to Right One about "${SUPPORT_TOPIC_LABELS[topic].toLowerCase()}". A member of our team reads every message and will answer you at this address.`,
      'This mailbox does not read replies. To add something, send another message from the Help page.',
    ],
    'Open the Help page',
    appUrl + paths.help,
  );

/** An admin's answer, with the sender's own message quoted below it. */
export const replyMail = (
  to: Sender,
  original: { message: string; createdAt: Date },
  reply: string,
  appUrl: string,
) =>
  buttonMail(
    'support-reply',
    to.email,
    'Re: your message to Right One',
    [
      hi(to),
      reply,
      `You wrote on ${original.createdAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}:\n${quoted(original.message)}`,
      'This mailbox does not read replies. To write back, use the Help page.',
    ],
    'Write to us',
    appUrl + paths.help,
  );
