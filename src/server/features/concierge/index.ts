// What other code uses of concierge: billing assigns a concierge when a plan is bought, the
// admin's role change shares out waiting members, and its part of separating members.
export { assignOnPurchase, assignWaitingMembers } from './assignment.js';
export type { ConciergeMailDeps } from './mails.js';
export { conciergeLifecycle } from './introductions.js';
