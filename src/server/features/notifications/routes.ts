import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationsApi } from '#shared/contracts/notifications.js';
import { pushApi } from '#shared/contracts/push.js';
import { paths, withQuery } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { route } from '#server/plugins/contract-route.js';
import { requireSignedIn } from '#server/plugins/session.js';
import { accountExists } from '../auth/index.js';
import { notificationErrors } from './errors.js';
import { setMessagePreviews, setNotificationChoices } from './preferences.js';
import { pushStateOf, subscribeDevice, unsubscribeDevice } from './push-devices.js';
import { readUnsubscribeToken } from './unsubscribe.js';

export interface NotificationRouteOptions {
  db: Db;
  /** AUTH_SECRET: what unsubscribe links are signed with. */
  secret: string;
  /** Web push: the VAPID public key browsers subscribe with, and push services allowed besides the browsers' own. */
  push: { publicKey: string; extraServices: readonly string[] };
}

/**
 * The one-click unsubscribe of every notification mail (the Settings switches are in
 * features/safety), and the member's devices that get notifications as pushes.
 */
export async function notificationRoutes(
  app: FastifyInstance,
  { db, secret, push }: NotificationRouteOptions,
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

  const stateFor = async (request: FastifyRequest, userId: string) =>
    pushStateOf(db, push.publicKey, userId, (await requireSignedIn(request)).sessionId);

  route(app, pushApi.state, async ({ user, request }) => stateFor(request, user.id));
  route(app, pushApi.subscribe, async ({ user, request, body }) => {
    await subscribeDevice(db, push.extraServices, {
      userId: user.id,
      sessionId: (await requireSignedIn(request)).sessionId,
      userAgent: request.headers['user-agent'],
      ...body,
    });
    return stateFor(request, user.id);
  });
  route(app, pushApi.unsubscribe, async ({ user, request, params }) => {
    await unsubscribeDevice(db, user.id, params.id);
    return stateFor(request, user.id);
  });
  route(app, pushApi.previews, async ({ user, request, body }) => {
    await setMessagePreviews(db, user.id, body.show);
    return stateFor(request, user.id);
  });
}
