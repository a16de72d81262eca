// What the composition root (main.ts) uses of dates: the reminder job.
export { startDateReminderJob } from './reminder-job.js';
export type { DateMails } from './date-mails.js';
