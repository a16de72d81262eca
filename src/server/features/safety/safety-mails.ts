import type { ModerationDecision } from '#shared/contracts/moderation.js';
import { firstNameOf } from '#shared/domain/accounts.js';
import { letterMail } from '#server/platform/mail/button-mail.js';

interface Recipient {
  email: string;
  fullName: string;
}

const hi = (r: Recipient) => `Hi ${firstNameOf(r.fullName)},`;

/** To the reporter at once: we have it, and they will not hear from that member again. */
export const reportReceivedMail = (to: Recipient) =>
  letterMail(
    'report-received',
    to.email,
    'We received your report',
    [
      hi(to),
      'Thank you for telling us. A member of our team will review your report, and we will write to you when it is decided.',
      'We have also blocked this person for you: you will not see each other again, and they have not been told.',
    ].join('\n\n'),
  );

/** To the reporter once a moderator decided; what was done to the other member stays private. */
export const reportOutcomeMail = (to: Recipient, decision: ModerationDecision) =>
  letterMail(
    'report-outcome',
    to.email,
    'Your report has been reviewed',
    [
      hi(to),
      decision === 'dismiss'
        ? 'We reviewed your report carefully and did not find a breach of our community guidelines this time. The block stays in place.'
        : 'We reviewed your report and took action under our community guidelines. Thank you for helping keep Right One safe.',
    ].join('\n\n'),
  );

/** To a warned member: the moderator's own words. */
export const warningMail = (to: Recipient, message: string) =>
  letterMail(
    'moderation-warning',
    to.email,
    'A message from the Right One team',
    [hi(to), message, 'Please keep to our community guidelines.'].join('\n\n'),
  );
