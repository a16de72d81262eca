import type { FastifyInstance, FastifyRequest } from 'fastify';
import { twoFactorApi } from '#shared/contracts/two-factor.js';
import type { Db } from '#server/db/connect.js';
import { route, type RouteExtras } from '#server/plugins/contract-route.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { requireSignedIn, staffMustUseTwoFactor } from '#server/plugins/session.js';
import { recordAudit } from '../audit/index.js';
import type { Auth } from './better-auth.js';
import { authErrors } from './errors.js';
import { forwardCheckingPassword, requireCurrentPassword } from './password-check.js';
import { errorCodeOf, forward, forwardTo, relay, relayedJson } from './relay.js';
import { refuseCode } from './two-factor-refusals.js';
import { mailTwoFactorChanged } from './two-factor-reset.js';
import { VERIFY_TOTP_PATH } from './two-factor-replay.js';

export interface TwoFactorRouteOptions {
  auth: Auth;
  db: Db;
  /** For the notice that it was turned on or off. */
  mail: MailPort;
  appUrl: string;
  /** REQUIRE_STAFF_2FA: admins and concierges may not turn it off. */
  staffRequired: boolean;
}

/** Whose account a sign-in just finished for (the audit log's actor). */
async function signedInId(response: Response) {
  const json = (await response.clone().json()) as { user?: { id?: string } };
  return json.user?.id ?? null;
}

/** The key inside an otpauth:// address, grouped by four for typing into an app by hand. */
const writtenKey = (totpURI: string) =>
  (new URL(totpURI).searchParams.get('secret') ?? '').match(/.{1,4}/g)?.join(' ') ?? '';

/**
 * Two-factor sign-in (decision 0040) through better-auth's twoFactor plugin. Our layer checks
 * the password against the per-account limit (password-check.ts), keeps backup codes' and keys'
 * session fields out of the answers, and audits each change.
 */
export async function twoFactorRoutes(
  app: FastifyInstance,
  { auth, db, mail, appUrl, staffRequired }: TwoFactorRouteOptions,
) {
  const relayed: RouteExtras = { serializerCompiler: relayedJson };
  /** Tells the owner it changed, with a way back if it was not them, and keeps it in the log. */
  async function changed(userId: string, on: boolean, ip: string) {
    await mailTwoFactorChanged(db, { mail, appUrl }, userId, on);
    const action = on ? 'two-factor-turned-on' : 'two-factor-turned-off';
    await recordAudit(db, { actorId: userId, action, ip });
  }

  // The session read already joins the account: whether it is on comes with it.
  route(app, twoFactorApi.status, async ({ user, request }) => ({
    enabled: (await requireSignedIn(request)).twoFactor,
    required: staffMustUseTwoFactor(staffRequired, user),
  }));

  // better-auth checks the password itself: once, counted like a sign-in.
  route(app, twoFactorApi.enable, async ({ user, body, request, reply }) => {
    const response = await forwardCheckingPassword(auth, db, { request, reply }, user.email, {
      password: body.password,
      method: 'totp',
    });
    if (!response.ok && (await errorCodeOf(response)) === 'TOTP_ALREADY_ENABLED')
      throw authErrors.fail('TOTP_ALREADY_ENABLED', 'Two-factor sign-in is already on.');
    if (!response.ok) throw authErrors.fail('AUTH_ERROR', 'Could not start. Please try again.');
    const { totpURI, backupCodes } = (await response.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    await recordAudit(db, { actorId: user.id, action: 'two-factor-started', ip: request.ip });
    return { totpURI, key: writtenKey(totpURI), backupCodes };
  });

  // At sign-in (no session; the plugin's cookie names the account) or to confirm a new key.
  /** A code that finished a sign-in (no session before it) goes in the log as the sign-in. */
  async function signedInWith(request: FastifyRequest, response: Response, factor: string) {
    if (!response.ok || (await request.sessionUser())) return;
    const actorId = await signedInId(response);
    await recordAudit(db, { actorId, action: 'sign-in', meta: { factor }, ip: request.ip });
  }

  route(
    app,
    twoFactorApi.verifyCode,
    async ({ request, reply, body }) => {
      const member = await request.signedIn();
      const turningOn = member && !member.twoFactor;
      const response = await forward(auth, request, { code: body.code });
      await refuseCode(response);
      if (response.ok && turningOn) await changed(member.user.id, true, request.ip);
      await signedInWith(request, response, 'authenticator');
      return relay(reply, response, { signedIn: true as const });
    },
    relayed,
  );

  route(
    app,
    twoFactorApi.verifyBackupCode,
    async ({ request, reply, body }) => {
      const response = await forward(auth, request, { code: body.code });
      await refuseCode(response);
      await signedInWith(request, response, 'backup-code');
      return relay(reply, response, { signedIn: true as const });
    },
    relayed,
  );

  route(
    app,
    twoFactorApi.disable,
    async ({ user, body, request, reply }) => {
      if (staffMustUseTwoFactor(staffRequired, user))
        throw authErrors.fail(
          'TWO_FACTOR_REQUIRED',
          'Your role requires two-factor sign-in, so it stays on.',
        );
      await requireCurrentPassword(auth, db, request, user.email, body.password);
      // A code from the app goes through the same single-use claim as at sign-in.
      const isAppCode = /^\d{6}$/.test(body.code.replace(/\s+/g, ''));
      const check = isAppCode
        ? await forwardTo(auth, request, VERIFY_TOTP_PATH, { code: body.code.replace(/\s+/g, '') })
        : await forwardTo(auth, request, '/two-factor/verify-backup-code', {
            code: body.code.toLowerCase(),
            disableSession: true,
          });
      await refuseCode(check);
      if (!check.ok) return relay(reply, check);
      const response = await forward(auth, request, { password: body.password });
      if (response.ok) await changed(user.id, false, request.ip);
      return relay(reply, response, { ok: true as const });
    },
    relayed,
  );
}
