import type { EmailPriority, EmailTemplate } from '#shared/contracts/admin-emails';

export const TEMPLATE_LABELS: Record<EmailTemplate, string> = {
  welcome: 'Welcome',
  quiz_reminder: 'Quiz Reminder',
  match_notification: 'Match Notification',
  custom: 'Custom',
};

export const PRIORITY_LABELS: Record<EmailPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
};

const SIGN_OFF = 'Warmly,\nThe Right One team';

/** What choosing a template writes into Subject and Body; the admin can edit it before sending. */
export const TEMPLATE_TEXTS: Record<EmailTemplate, { subject: string; body: string }> = {
  welcome: {
    subject: 'Welcome to Right One, {{name}}',
    body: [
      'Hi {{name}},',
      'We are glad you are here. Right One is for people who want something that lasts, and we will take the time to get to know you first.',
      'A good place to start is the Compatibility Decoder: a short quiz about your values and goals that shapes every match we suggest.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  quiz_reminder: {
    subject: '{{name}}, your compatibility quiz is waiting',
    body: [
      'Hi {{name}},',
      'You started your compatibility quiz but have not finished it yet. It only takes a few more minutes, and your answers help us find people who share what matters to you.',
      'Whenever you are ready, sign in and pick up where you left off.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  match_notification: {
    subject: '{{name}}, someone new is waiting to meet you',
    body: [
      'Hi {{name}},',
      'We have found a new match we think you will connect with. Sign in to see what you have in common and to say hello when you feel ready.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  custom: { subject: '', body: '' },
};
