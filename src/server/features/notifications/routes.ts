import type { FastifyInstance } from 'fastify';
import { notificationsApi } from '#shared/contracts/notifications.js';
import { paths, withQuery } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { route } from '#server/plugins/contract-route.js';
import { accountExists } from '../auth/index.js';
import { notificationErrors } from './errors.js';
import { setNotificationChoices } from './preferences.js';
import { readUnsubscribeToken } from './unsubscribe.js';

export interface NotificationRouteOptions {
  db: Db;
  /** AUTH_SECRET: what unsubscribe links are signed with. */
  secret: string;
}

/** The one-click unsubscribe of every notification (the Settings switches are in features/safety). */
export async function notificationRoutes(
  app: FastifyInstance,
  { db, secret }: NotificationRouteOptions,
) {
  // A mail client's one-click POST sends `List-Unsubscribe=One-Click` as a form; the token in
  // the URL is all that counts, so the form is read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  route(app, notificationsApi.unsubscribe, async ({ query }) => {
    const named = readUnsubscribeToken(secret, query.token);
    // A forged link, or one whose account has since been deleted.
    if (!named || !(await accountExists(db, named.userId)))
      throw notificationErrors.fail('NOT_FOUND', 'This unsubscribe link is not valid.');
    await setNotificationChoices(db, named.userId, { [named.type]: false });
    return { type: named.type };
  });

  route(app, notificationsApi.unsubscribePage, ({ query, reply }) =>
    reply.redirect(withQuery(paths.unsubscribe, { token: query.token }), 303),
  );
}
