// What other code uses of concierge: billing assigns a concierge when a plan is bought, the
// admin's role change and ban share out waiting members or hand a departing concierge's on, and
// its part of deleting and separating members.
export { assignOnPurchase, assignWaitingMembers, handOverMembersOf } from './assignment.js';
// The demo world tells its concierge's story through the services the routes use.
export { sendAsMember, setSharing } from './conversation.js';
export { introduce } from './introductions.js';
export { writeAsConcierge } from './workspace.js';
export type { ConciergeMailDeps } from './mails.js';
export { conciergeLifecycle } from './introductions.js';
