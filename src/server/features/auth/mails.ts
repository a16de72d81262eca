import { BRAND } from '#shared/brand.js';
import { planById } from '#shared/domain/pricing.js';
import { blueprintCheckoutUrl, checkoutPlanOf, paths } from '#shared/page-urls.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';

const verifyEmailMail = (to: string, name: string, url: string) =>
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

/** The verification mail of a Blueprint sign-up: confirming leads on to the checkout. */
const blueprintVerifyMail = (to: string, name: string, url: string) =>
  buttonMail(
    'verify-email',
    to,
    `Confirm your email to see your ${BRAND} Blueprint`,
    [
      `Hi ${name},`,
      'Your Compatibility Blueprint is ready. Confirm this is your email address and we will take you straight to your Premium Blueprint Report.',
      'If you did not take the Compatibility Decoder, you can ignore this mail: no account is used until the address is confirmed.',
    ],
    'Confirm and continue',
    url,
  );

/** The verification mail of the concierge sign-up: confirming signs in and opens the checkout. */
const planVerifyMail = (to: string, name: string, planName: string, url: string) =>
  buttonMail(
    'verify-email',
    to,
    `Confirm your email to start your ${BRAND} ${planName} plan`,
    [
      `Hi ${name},`,
      `Confirm this is your email address and we will sign you in and take you straight to the checkout of your ${planName} Concierge plan.`,
      'The link works once. If you did not ask for a Concierge plan, you can ignore this mail: no account is used until the address is confirmed.',
    ],
    'Confirm and continue',
    url,
  );

/**
 * The mail for better-auth's verification link. A Blueprint sign-up asks to come back to the
 * bare checkout path; its checkout link names the account, whose id is known only once the
 * account exists, so the link's callbackURL is completed here. A concierge sign-up comes back to
 * its plan's checkout (planCheckoutUrl).
 */
export function verificationMail(u: { id: string; email: string; name: string }, url: string) {
  const link = new URL(url);
  const callbackURL = link.searchParams.get('callbackURL') ?? '';
  const plan = checkoutPlanOf(callbackURL);
  if (plan) return planVerifyMail(u.email, u.name, planById(plan).name, url);
  if (callbackURL !== paths.blueprintPayment) return verifyEmailMail(u.email, u.name, url);
  link.searchParams.set('callbackURL', blueprintCheckoutUrl(u.email, u.id));
  return blueprintVerifyMail(u.email, u.name, link.toString());
}

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
