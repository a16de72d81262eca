import type { MemberLifecycle } from './db/member-lifecycle.js';
import { accountLifecycle } from './features/account/index.js';
import { auditLifecycle } from './features/audit/index.js';
import { billingLifecycle } from './features/billing/index.js';
import { chatRequestsLifecycle } from './features/chat-requests/index.js';
import { conciergeLifecycle } from './features/concierge/index.js';
import { matchingLifecycle } from './features/matching/index.js';
import { profilesLifecycle } from './features/profiles/index.js';
import { safetyLifecycle } from './features/safety/index.js';
import { supportLifecycle } from './features/support/index.js';
import { verificationLifecycle } from './features/verification/index.js';
import { mailLifecycle, type MailPort } from './platform/mail/index.js';

/**
 * Every owner's part of deleting, separating and pausing members, which app.ts hands to the
 * features that do those things (account deletion, blocks, unmatches, pausing). An owner whose
 * table holds member data adds its hooks here; `ownership.test.ts` fails on a member table with
 * neither a cascading key nor its owner's erase hook.
 */
export const memberLifecycle = ({
  authSecret,
  mail,
  appUrl,
}: {
  authSecret: string;
  /** A departing concierge's members are mailed the name of the one who takes them on. */
  mail: MailPort;
  appUrl: string;
}): readonly MemberLifecycle[] => [
  profilesLifecycle,
  matchingLifecycle,
  chatRequestsLifecycle,
  billingLifecycle,
  auditLifecycle,
  mailLifecycle,
  accountLifecycle,
  safetyLifecycle(authSecret),
  supportLifecycle,
  verificationLifecycle,
  conciergeLifecycle({ mail, appUrl }),
];
