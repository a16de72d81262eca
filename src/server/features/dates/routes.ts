import type { FastifyInstance } from 'fastify';
import { datesApi, type DateRequest } from '#shared/contracts/dates.js';
import type { Db } from '#server/db/connect.js';
import type { Bus } from '#server/platform/bus/index.js';
import { route } from '#server/plugins/contract-route.js';
import { keyedLimit, memberKey } from '#server/plugins/keyed-limit.js';
import { chatPlanOnly, messageCreated } from '../chats/index.js';
import { calendarFileFor } from './calendar-file.js';
import { INVITE_FILENAME } from './calendar.js';
import type { DateMails } from './date-mails.js';
import { scheduleMeeting } from './meetings.js';
import { answerDate, listDateRequests, proposeDate } from './service.js';

export interface DateRouteOptions {
  db: Db;
  /** Tells both members' open tabs, on any instance (never rejects). */
  publish: Bus['publish'];
  rateLimit: boolean;
  /** JITSI_BASE_URL: where agreed dates get their meeting room. */
  jitsiBaseUrl: string;
  /** Where the confirmation and cancellation mails (with their calendar invites) go out. */
  mails: DateMails;
}

/**
 * Date requests inside a conversation: propose, answer with new times, accept, decline, cancel;
 * meetings scheduled at once; an agreed date's calendar invite.
 */
export async function dateRoutes(
  app: FastifyInstance,
  { db, publish, rateLimit, jitsiBaseUrl, mails }: DateRouteOptions,
) {
  const setup = { jitsiBaseUrl, mails };
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
      await publish(
        both,
        messageCreated(
          user,
          sessionId,
          cardId,
          status === 'accepted' ? 'date_confirmed' : 'date_request',
        ),
      );
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
        await answerDate(db, params.id, user.id, { action: 'accept', option: body.option }, setup),
      ),
    chatPlanOnly,
  );
  for (const action of ['decline', 'cancel'] as const)
    route(
      app,
      datesApi[action],
      async ({ user, params }) =>
        announce(user, await answerDate(db, params.id, user.id, { action }, setup)),
      chatPlanOnly,
    );
  route(
    app,
    datesApi.scheduleMeeting,
    async ({ user, params, body }) =>
      announce(user, await scheduleMeeting(db, params.sessionId, user.id, body, setup)),
    chatPlanOnly,
  );
  // No plan check: the invite was mailed to both members already, and it is theirs to re-add.
  route(app, datesApi.calendar, async ({ user, params, reply }) =>
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${INVITE_FILENAME}"`)
      .header('cache-control', 'private, no-store')
      .send(await calendarFileFor(db, params.id, user.id, mails.mailFrom)),
  );
}
