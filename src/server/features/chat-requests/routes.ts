import type { FastifyInstance } from 'fastify';
import { chatRequestsApi } from '../../../shared/contracts/chat-requests.js';
import type { RealtimeEvent } from '../../../shared/contracts/realtime.js';
import { firstNameOf } from '../../../shared/domain/accounts.js';
import type { Db } from '../../db/connect.js';
import { route, routeLimit } from '../../plugins/contract-route.js';
import { answerChatRequest, incomingRequests, sendChatRequest } from './service.js';

export interface ChatRequestRouteOptions {
  db: Db;
  /** Tells a member's open tabs (on any instance) that something changed; the database is the truth. */
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
  rateLimit: boolean;
}

export async function chatRequestRoutes(
  app: FastifyInstance,
  { db, publish, rateLimit }: ChatRequestRouteOptions,
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
