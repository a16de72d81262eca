// What other features use of notifications: members' email choices, and the one way to send a
// notification mail (it honours them and carries the unsubscribe link).
export { notificationChoicesOf, setNotificationChoices, wantsEmail } from './preferences.js';
export { createNotifier, type Notice, type Notifier } from './notifier.js';
export { sendDigests, startDigestJob } from './digest-job.js';
