import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { credentialsApi } from '#shared/contracts/credentials.js';
import { paths } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { user as userTable } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { route } from '#server/plugins/contract-route.js';
import { recordAudit } from '../audit/index.js';
import type { Auth } from './better-auth.js';
import { emailChangeNoticeMail, emailTakenMail, passwordChangedMail } from './credential-mails.js';
import { EMAIL_CHANGED_URL } from './email-change.js';
import { authErrors } from './errors.js';
import { forwardCheckingPassword, requireCurrentPassword } from './password-check.js';
import { forward, relay } from './relay.js';
import { secureAccountUrl } from './secure-link.js';

export interface CredentialRouteOptions {
  auth: Auth;
  db: Db;
  mail: MailPort;
  appUrl: string;
}

/**
 * Changing the password and the email address from Settings (decision 0037), through
 * better-auth's /change-password and /change-email. better-auth checks no failures itself, so a
 * wrong current password counts against the account's sign-in limit (throttle.ts): a stolen
 * session cannot be used to guess it.
 */
export async function credentialRoutes(
  app: FastifyInstance,
  { auth, db, mail, appUrl }: CredentialRouteOptions,
) {
  route(app, credentialsApi.changePassword, async ({ user, body, request, reply }) => {
    // Every other session ends; better-auth starts a new one for this browser.
    const response = await forwardCheckingPassword(auth, db, { request, reply }, user.email, {
      ...body,
      revokeOtherSessions: true,
    });
    if (response.ok) {
      const secureUrl = await secureAccountUrl(db, appUrl, user.id);
      await mail.enqueue(passwordChangedMail(user.email, user.name, secureUrl));
      await recordAudit(db, { actorId: user.id, action: 'password-changed', ip: request.ip });
    }
    return relay(reply, response, { ok: true as const });
  });

  // Answers alike whether or not the new address has an account (docs/security-rules.md,
  // rule 5): better-auth then sends no link, and the address's owner gets a mail instead.
  route(app, credentialsApi.changeEmail, async ({ user, body, request, reply }) => {
    const { newEmail } = body;
    if (newEmail === user.email.toLowerCase())
      throw authErrors.fail('SAME_EMAIL', 'That is already your email address.');
    await requireCurrentPassword(auth, db, request, user.email, body.currentPassword);
    const response = await forward(auth, request, { newEmail, callbackURL: EMAIL_CHANGED_URL });
    if (response.ok) {
      const [owner] = await db
        .select({ name: userTable.name })
        .from(userTable)
        .where(eq(userTable.email, newEmail));
      if (owner)
        await mail.enqueue(emailTakenMail(newEmail, owner.name, `${appUrl}${paths.login}`));
      const secureUrl = await secureAccountUrl(db, appUrl, user.id);
      await mail.enqueue(emailChangeNoticeMail(user.email, user.name, newEmail, secureUrl));
      await recordAudit(db, { actorId: user.id, action: 'email-change-asked', ip: request.ip });
    }
    return relay(reply, response, { ok: true as const });
  });
}
