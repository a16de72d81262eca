import type { FastifyInstance } from 'fastify';
import { datesApi, type DateRequest } from '../../../shared/contracts/dates.js';
import { firstNameOf } from '../../../shared/domain/accounts.js';
import type { Db } from '../../db/connect.js';
import type { Bus } from '../../platform/bus/index.js';
import { route } from '../../plugins/contract-route.js';
import { keyedLimit, memberKey } from '../../plugins/keyed-limit.js';
import { chatPlanOnly } from '../chats/index.js';
import { answerDate, listDateRequests, proposeDate } from './service.js';

export interface DateRouteOptions {
  db: Db;
  /** Tells both members' open tabs, on any instance (never rejects). */
  publish: Bus['publish'];
  rateLimit: boolean;
  /** JITSI_BASE_URL: where agreed dates get their meeting room. */
  jitsiBaseUrl: string;
}

/** Date requests inside a conversation: propose, answer with new times, accept, decline, cancel. */
export async function dateRoutes(
  app: FastifyInstance,
  { db, publish, rateLimit, jitsiBaseUrl }: DateRouteOptions,
) {
  const proposals = keyedLimit(app, rateLimit, {
    name: 'date requests',
    max: 20,
    timeWindow: '1 hour',
    key: memberKey,
    message: (seconds) =>
      `You have proposed many dates this hour. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
  });

  /** Tells both members, on every tab: the request changed, and a card arrived if one was posted. */
  async function announce(
    user: { id: string; name: string },
    {
      dateRequest,
      otherId,
      cardId,
    }: { dateRequest: DateRequest; otherId: string; cardId: string | null },
  ) {
    const both = [otherId, user.id];
    const { id: dateRequestId, sessionId, status } = dateRequest;
    await publish(both, { type: 'date_request.changed', sessionId, dateRequestId, status });
    if (cardId)
      await publish(both, {
        type: 'chat_message.created',
        sessionId,
        messageId: cardId,
        senderId: user.id,
        senderFirstName: firstNameOf(user.name),
        kind: status === 'accepted' ? 'date_confirmed' : 'date_request',
      });
    return { dateRequest };
  }

  route(
    app,
    datesApi.list,
    async ({ user, params }) => ({
      dateRequests: await listDateRequests(db, params.sessionId, user.id),
    }),
    chatPlanOnly,
  );
  route(
    app,
    datesApi.propose,
    async ({ user, params, body }) =>
      announce(user, await proposeDate(db, params.sessionId, user.id, body)),
    { ...chatPlanOnly, preHandler: proposals },
  );
  route(
    app,
    datesApi.accept,
    async ({ user, params, body }) =>
      announce(
        user,
        await answerDate(db, params.id, user.id, {
          action: 'accept',
          option: body.option,
          jitsiBaseUrl,
        }),
      ),
    chatPlanOnly,
  );
  for (const action of ['decline', 'cancel'] as const)
    route(
      app,
      datesApi[action],
      async ({ user, params }) =>
        announce(user, await answerDate(db, params.id, user.id, { action, jitsiBaseUrl })),
      chatPlanOnly,
    );
}
