import type { FastifyInstance } from 'fastify';
import { adminApi, adminDirectoryApi } from '#shared/contracts/admin.js';
import { adminEmailApi } from '#shared/contracts/admin-emails.js';
import { adminMemberApi } from '#shared/contracts/admin-users.js';
import type { Db } from '#server/db/connect.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { route } from '#server/plugins/contract-route.js';
import type { AccountClosing } from '../account/index.js';
import type { Notifier } from '../notifications/index.js';
import { userDirectory } from './directory.js';
import { previewEmail, sendEmail } from './mailing.js';
import { editMember } from './member-edit.js';
import { memberOverview } from './member-overview.js';
import { ban, removeAccount, setRole, turnOffMembersTwoFactor, type AdminDeps } from './service.js';

export interface AdminRouteOptions {
  db: Db;
  mail: MailPort;
  /** Deleting an account: subscriptions, sockets, files, others' pages (features/account). */
  closing: AccountClosing;
  /** A mailing to a search is product news: members' choices and the unsubscribe link. */
  notifier: Notifier;
  /** For the links in mails to a member (turning their two-factor sign-in off). */
  appUrl: string;
}

export async function adminRoutes(
  app: FastifyInstance,
  { db, mail, closing, notifier, appUrl }: AdminRouteOptions,
) {
  const deps: AdminDeps = { sessionsRevoked: closing.sessionsRevoked, closing };
  const ok = { ok: true as const };

  route(app, adminDirectoryApi.users, async ({ user, query }) => userDirectory(db, user.id, query));
  route(app, adminMemberApi.overview, async ({ params }) => memberOverview(db, params.id));
  route(app, adminMemberApi.update, async ({ user, params, body }) => {
    await editMember(db, user.id, params.id, body);
    return ok;
  });
  route(app, adminEmailApi.preview, async ({ user, body }) => previewEmail(db, user.id, body));
  route(app, adminEmailApi.send, async ({ user, body }) => ({
    queued: await sendEmail(db, { mail, notifier }, user.id, body),
  }));
  route(app, adminApi.setRole, async ({ user, params, body }) => {
    await setRole(db, deps, user.id, params.id, body.role);
    return ok;
  });
  route(app, adminApi.ban, async ({ user, params, body }) => {
    await ban(db, deps, user.id, params.id, body.reason);
    return ok;
  });
  route(app, adminApi.turnOffTwoFactor, async ({ user, params }) => {
    await turnOffMembersTwoFactor(db, { ...deps, mail, appUrl }, user.id, params.id);
    return ok;
  });
  route(app, adminApi.remove, async ({ user, params }) => {
    await removeAccount(db, deps, user.id, params.id);
    return ok;
  });
}
