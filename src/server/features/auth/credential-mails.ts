import { BRAND } from '#shared/brand.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';

/**
 * The mails of a password or email change from Settings (decision 0037). Each one that goes to
 * the account's own address carries a reset link, so an owner who did not ask can take the
 * account back at once: choosing a new password signs out every session.
 */

const NOT_YOU =
  'If this was not you, choose a new password now with the button below: it signs out everyone using your account. The link works once, for 24 hours.';

export const passwordChangedMail = (to: string, name: string, secureUrl: string) =>
  buttonMail(
    'password-changed',
    to,
    `Your ${BRAND} password was changed`,
    [
      `Hi ${name},`,
      'Your password was just changed from Settings, and every other device was signed out.',
      NOT_YOU,
    ],
    'Secure my account',
    secureUrl,
  );

/** To the new address: better-auth's link, which moves the account to it when opened. */
export const confirmNewEmailMail = (to: string, name: string, url: string) =>
  buttonMail(
    'change-email',
    to,
    `Confirm your new email for ${BRAND}`,
    [
      `Hi ${name},`,
      `You asked to use this address for your ${BRAND} account. Confirm it and we will send everything here from now on; until then nothing changes.`,
      'If you did not ask for this, you can ignore this mail.',
    ],
    'Confirm my new email',
    url,
  );

/** To the current address, sent alike whether or not the new one already has an account. */
export const emailChangeNoticeMail = (
  to: string,
  name: string,
  newEmail: string,
  secureUrl: string,
) =>
  buttonMail(
    'email-change-requested',
    to,
    `A change of your ${BRAND} email was asked for`,
    [
      `Hi ${name},`,
      `Someone signed in to your account asked to move it to ${newEmail}. We sent a link there; nothing changes unless it is opened.`,
      NOT_YOU,
      'A new password also stops the change: the link sent to the new address no longer works.',
    ],
    'Secure my account',
    secureUrl,
  );

/** To the owner of an address another account asked to move to: instead of a link (rule 5). */
export const emailTakenMail = (to: string, name: string, loginUrl: string) =>
  buttonMail(
    'email-in-use',
    to,
    `Someone tried to use your email on ${BRAND}`,
    [
      `Hi ${name},`,
      `Another ${BRAND} account asked to move to this address. It is already yours, so nothing changed and your account is exactly as it was.`,
      'You do not need to do anything.',
    ],
    'Sign in',
    loginUrl,
  );

/** Two-factor sign-in turned on or off from Settings (decision 0040): the owner hears of both. */
export const twoFactorChangedMail = (to: string, name: string, on: boolean, secureUrl: string) =>
  buttonMail(
    on ? 'two-factor-on' : 'two-factor-off',
    to,
    on
      ? `Two-factor sign-in is on for your ${BRAND} account`
      : `Two-factor sign-in was turned off on your ${BRAND} account`,
    [
      `Hi ${name},`,
      on
        ? 'Signing in now asks for your password and a code from your authenticator app. Keep your backup codes somewhere safe: each one signs you in once if your phone is not at hand.'
        : 'Signing in now asks for your password only, and your backup codes no longer work.',
      NOT_YOU,
    ],
    'Secure my account',
    secureUrl,
  );
