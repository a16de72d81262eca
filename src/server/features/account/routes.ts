import type { FastifyInstance } from 'fastify';
import { accountApi } from '#shared/contracts/account.js';
import { paths, withQuery } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import { route } from '#server/plugins/contract-route.js';
import { confirmPassword, type Auth } from '../auth/index.js';
import { closeAccount, type AccountClosing } from './deletion.js';
import { accountErrors } from './errors.js';
import { latestExport, requestExport, takeDownload } from './exports.js';

export interface AccountRouteOptions {
  db: Db;
  auth: Auth;
  storage: StoragePort;
  closing: AccountClosing;
  /** Starts preparing waiting exports now (the worker's pass; it never throws). */
  prepareExports: () => Promise<void>;
}

/** Where a download link that cannot be served sends the browser: Settings says why. */
const linkNotValid = withQuery(paths.dashboard, { section: 'settings', export: 'invalid' });

/** The member's own data: download a copy of it, or delete the account for good. */
export async function accountRoutes(
  app: FastifyInstance,
  { db, auth, storage, closing, prepareExports }: AccountRouteOptions,
) {
  route(app, accountApi.exportStatus, async ({ user }) => ({
    export: await latestExport(db, user.id),
  }));
  route(app, accountApi.requestExport, async ({ user }) => {
    const requested = await requestExport(db, user.id);
    void prepareExports();
    return { export: requested };
  });

  // Opened from the mail: a browser navigation, so every outcome is a page, never JSON.
  route(app, accountApi.download, async ({ params, request, reply }) => {
    const signedIn = await request.sessionUser();
    if (!signedIn) {
      const here = accountApi.download.path.replace(':token', params.token);
      return reply.redirect(withQuery(paths.login, { next: here }), 303);
    }
    const zip = await takeDownload({ db, storage, log: request.log }, params.token, signedIn.id);
    if (!zip) return reply.redirect(linkNotValid, 303);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="right-one-data.zip"')
      .header('cache-control', 'private, no-store')
      .send(zip);
  });

  route(app, accountApi.deleteAccount, async ({ user, body, request }) => {
    const check = await confirmPassword(auth, db, request, user.email, body.password);
    if (check === 'locked')
      throw accountErrors.fail(
        'RATE_LIMITED',
        'Too many wrong passwords. Please wait 15 minutes and try again.',
      );
    if (check === 'wrong')
      throw accountErrors.fail('WRONG_PASSWORD', 'That password is not right.');
    await closeAccount(db, closing, user.id, { actorId: user.id, action: 'account.deleted' });
    return { ok: true as const };
  });
}
