// What other features use of notifications: members' email choices, and the one way to send a
// notification (it honours them, carries the unsubscribe link, and pushes to their devices).
export { notificationChoicesOf, setNotificationChoices, wantsEmail } from './preferences.js';
export { createNotifier, type Notice, type Notifier } from './notifier.js';
export { sendDigests, startDigestJob } from './digest-job.js';
export { startPushWorker, type PushWorker } from './push-worker.js';
export { webPushTransport } from './push-transport.js';
