import { firstNameOf } from '#shared/domain/accounts.js';
import { dashboardSection } from '#shared/page-urls.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';

interface Member {
  name: string;
  email: string;
}

const settingsUrl = (appUrl: string) => appUrl + dashboardSection('settings');

/** The badge is on: where it shows, and what would take it off. */
export const approvedMail = (to: Member, appUrl: string) =>
  buttonMail(
    'verification-approved',
    to.email,
    'Your photo is verified',
    [
      `Hi ${firstNameOf(to.name) || 'there'},`,
      'A moderator compared your selfie with your main profile photo, and they match. Your profile, match cards and conversations now carry the "Verified" badge.',
      'Your selfie has been deleted. If you change your main photo, you will be asked to verify again.',
    ],
    'See your settings',
    settingsUrl(appUrl),
  );

/** The moderator's reason, as they wrote it, and the way to try again. */
export const declinedMail = (to: Member, reason: string, appUrl: string) =>
  buttonMail(
    'verification-declined',
    to.email,
    'We could not verify your photo',
    [
      `Hi ${firstNameOf(to.name) || 'there'},`,
      'A moderator looked at your selfie and could not verify it this time. Their reason:',
      reason,
      'Your selfie has been deleted. You can try again with a new pose from your settings.',
    ],
    'Try again',
    settingsUrl(appUrl),
  );
