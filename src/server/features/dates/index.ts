// What the composition root (main.ts) uses of dates: the reminder job.
export { startDateReminderJob } from './reminder-job.js';
export type { DateMails } from './date-mails.js';
// The demo world proposes and agrees its dates through the same service as the chat page.
export { answerDate, proposeDate } from './service.js';
