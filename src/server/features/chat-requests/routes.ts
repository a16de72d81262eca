import type { FastifyInstance } from 'fastify';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import type { RealtimeEvent } from '#shared/contracts/realtime.js';
import { firstNameOf } from '#shared/domain/accounts.js';
import { chatUrl } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import type { Notifier } from '../notifications/index.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { answerChatRequest, incomingRequests, sendChatRequest } from './service.js';

export interface ChatRequestRouteOptions {
  db: Db;
  /** Tells a member's open tabs (on any instance) that something changed; the database is the truth. */
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
  rateLimit: boolean;
  /** Mails the other member (a kind of email they may turn off). */
  notify: Notifier['notify'];
}

export async function chatRequestRoutes(
  app: FastifyInstance,
  { db, publish, rateLimit, notify }: ChatRequestRouteOptions,
) {
  const perUser = routeLimit(rateLimit, 60, '10 minutes');
  // A failed nudge must not fail the request: the receiver catches up from the database.
  const nudge = (userId: string, event: RealtimeEvent) =>
    publish(userId, event).catch((err: unknown) =>
      app.log.warn({ err, type: event.type }, 'realtime publish failed'),
    );

  route(
    app,
    chatRequestsApi.send,
    async ({ user: sender, body }) => {
      const sent = await sendChatRequest(db, sender.id, body.receiverId);
      await nudge(body.receiverId, {
        type: 'chat_request.created',
        request: {
          id: sent.requestId,
          senderId: sender.id,
          senderFirstName: firstNameOf(sender.name),
        },
      });
      const first = firstNameOf(sender.name);
      await notify({
        userId: body.receiverId,
        type: 'chatRequest',
        subject: `${first} would like to chat with you`,
        lines: [
          `${first} is one of your matches on Right One and has sent you a chat request.`,
          'Open your requests to accept or decline. Accepting starts your conversation.',
        ],
        action: 'See the request',
        url: chatUrl(),
      });
      return sent;
    },
    { config: perUser },
  );

  route(app, chatRequestsApi.incoming, ({ user, reply }) => {
    void reply.header('cache-control', 'no-store');
    return incomingRequests(db, user.id);
  });

  for (const [endpoint, answer] of [
    [chatRequestsApi.accept, 'accepted'],
    [chatRequestsApi.decline, 'declined'],
  ] as const) {
    route(app, endpoint, async ({ user: receiver, params }) => {
      const result = await answerChatRequest(db, receiver.id, params.id, answer);
      await nudge(result.senderId, {
        type: 'chat_request.updated',
        requestId: params.id,
        status: answer,
      });
      if (result.sessionId) {
        const sessionId = result.sessionId;
        const first = firstNameOf(receiver.name);
        await notify({
          userId: result.senderId,
          type: 'requestAccepted',
          subject: `${first} accepted your chat request`,
          lines: [`Good news: ${first} said yes. Your conversation is open on Right One.`],
          action: 'Open the chat',
          url: chatUrl(sessionId),
        });
        await nudge(result.senderId, {
          type: 'chat_session.created',
          sessionId,
          withUserId: receiver.id,
        });
        await nudge(receiver.id, {
          type: 'chat_session.created',
          sessionId,
          withUserId: result.senderId,
        });
      }
      return { status: result.status, sessionId: result.sessionId };
    });
  }
}
