import { BRAND } from '../../../shared/brand.js';
import type { MailMessage } from '../../platform/mail/index.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A short, warm mail with one clear button; plain text carries the same link. */
function buttonMail(kind: string, to: string, subject: string, lines: string[], action: string, url: string): MailMessage {
  const text = `${lines.join('\n\n')}\n\n${action}: ${url}\n\n— ${BRAND}`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;color:#2a1f2d">
${lines.map((l) => `<p style="line-height:1.6">${escape(l)}</p>`).join('\n')}
<p><a href="${escape(url)}" style="display:inline-block;background:#8e3b66;color:#fff;padding:12px 20px;border-radius:12px;text-decoration:none">${escape(action)}</a></p>
<p style="color:#6b5b6e;font-size:13px">If the button does not work, open this link: ${escape(url)}</p>
<p style="color:#6b5b6e">— ${BRAND}</p></div>`;
  return { kind, to, subject, text, html };
}

export const verifyEmailMail = (to: string, name: string, url: string) =>
  buttonMail('verify-email', to, `Confirm your email for ${BRAND}`, [
    `Hi ${name},`,
    `Welcome to ${BRAND}. Please confirm this is your email address so we can keep your account safe and send you your matches.`,
  ], 'Confirm my email', url);

export const resetPasswordMail = (to: string, name: string, url: string) =>
  buttonMail('reset-password', to, `Reset your ${BRAND} password`, [
    `Hi ${name},`,
    'Someone (hopefully you) asked to reset your password. The link below works once and expires in one hour.',
    'If you did not ask for this, you can ignore this mail: your password stays the same.',
  ], 'Choose a new password', url);

export const existingAccountMail = (to: string, name: string, loginUrl: string) =>
  buttonMail('existing-account', to, `You already have a ${BRAND} account`, [
    `Hi ${name},`,
    'Someone tried to create a new account with this email address, but you already have one.',
    'If it was you, sign in instead; if you forgot your password, use "Forgot password?" on the sign-in page.',
  ], 'Sign in', loginUrl);
