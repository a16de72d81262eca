import type { FastifyInstance } from 'fastify';
import { supportApi } from '#shared/contracts/support.js';
import type { Db } from '#server/db/connect.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { keyedLimit } from '#server/plugins/keyed-limit.js';
import { supportInbox } from './inbox.js';
import {
  markSupportMessageDone,
  replyToSupportMessage,
  sendSupportMessage,
  type SupportDeps,
} from './service.js';

/** Messages one sender (an account, or an address typed in signed out) may send in a day. */
const MESSAGES_PER_SENDER_PER_DAY = 5;
const SENDER_LIMIT_MESSAGE =
  'You have sent us several messages today. We will answer the ones we have; please write again tomorrow if you need to.';

export interface SupportRouteOptions extends SupportDeps {
  db: Db;
  /** RATE_LIMIT: when off (tests, benchmarks) the form's own limits are off too. */
  rateLimit: boolean;
}

export async function supportRoutes(
  app: FastifyInstance,
  { db, rateLimit, ...deps }: SupportRouteOptions,
) {
  const ok = { ok: true as const };
  // The form stores a row and mails whatever address is typed in: a strict per-IP limit, and a
  // daily one per sender (the account when signed in, else the address), whoever asks.
  route(
    app,
    supportApi.send,
    async ({ body, request }) => {
      await sendSupportMessage(db, deps, await request.sessionUser(), body);
      return ok;
    },
    {
      config: routeLimit(rateLimit, 5, '1 hour'),
      preHandler: keyedLimit(app, rateLimit, {
        name: 'support sender',
        max: MESSAGES_PER_SENDER_PER_DAY,
        timeWindow: '1 day',
        key: async (request) =>
          (await request.sessionUser())?.id ?? (request.body as { email?: string }).email,
        message: () => SENDER_LIMIT_MESSAGE,
      }),
    },
  );
  route(app, supportApi.inbox, async ({ query }) => supportInbox(db, query));
  route(app, supportApi.reply, async ({ user, params, body }) => {
    await replyToSupportMessage(db, deps, user.id, params.id, body.reply);
    return ok;
  });
  route(app, supportApi.done, async ({ user, params }) => {
    await markSupportMessageDone(db, user.id, params.id);
    return ok;
  });
}
