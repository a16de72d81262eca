import { BRAND } from '../../../shared/brand.js';
import { buttonMail } from '../../platform/mail/button-mail.js';

export const verifyEmailMail = (to: string, name: string, url: string) =>
  buttonMail(
    'verify-email',
    to,
    `Confirm your email for ${BRAND}`,
    [
      `Hi ${name},`,
      `Welcome to ${BRAND}. Please confirm this is your email address so we can keep your account safe and send you your matches.`,
    ],
    'Confirm my email',
    url,
  );

export const resetPasswordMail = (to: string, name: string, url: string) =>
  buttonMail(
    'reset-password',
    to,
    `Reset your ${BRAND} password`,
    [
      `Hi ${name},`,
      'Someone (hopefully you) asked to reset your password. The link below works once and expires in one hour.',
      'If you did not ask for this, you can ignore this mail: your password stays the same.',
    ],
    'Choose a new password',
    url,
  );

export const existingAccountMail = (to: string, name: string, loginUrl: string) =>
  buttonMail(
    'existing-account',
    to,
    `You already have a ${BRAND} account`,
    [
      `Hi ${name},`,
      'Someone tried to create a new account with this email address, but you already have one.',
      'If it was you, sign in instead; if you forgot your password, use "Forgot password?" on the sign-in page.',
    ],
    'Sign in',
    loginUrl,
  );
