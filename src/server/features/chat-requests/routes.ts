import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerChatRequestResponse,
  incomingChatRequestsResponse,
  sendChatRequestBody,
  sendChatRequestResponse,
} from '../../../shared/contracts/chat-requests.js';
import { errorBody } from '../../../shared/contracts/errors.js';
import type { RealtimeEvent } from '../../../shared/contracts/realtime.js';
import type { Db } from '../../db/connect.js';
import { membersOnly, requireUser } from '../../plugins/session.js';
import { answerChatRequest, incomingRequests, sendChatRequest } from './service.js';

export interface ChatRequestRouteOptions {
  db: Db;
  /** Tells a member's open tabs (on any instance) that something changed; the database is the truth. */
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
  rateLimit: boolean;
}

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const tags = ['chat-requests'];
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export const chatRequestRoutes: FastifyPluginAsyncZod<ChatRequestRouteOptions> = async (
  app,
  { db, publish, rateLimit },
) => {
  const perUser = {
    rateLimit: rateLimit ? { max: 60, timeWindow: '10 minutes' } : (false as const),
  };
  // A failed nudge must not fail the request: the receiver catches up from the database.
  const nudge = (userId: string, event: RealtimeEvent) =>
    publish(userId, event).catch((err: unknown) =>
      app.log.warn({ err, type: event.type }, 'realtime publish failed'),
    );

  app.post(
    '/api/chat-requests',
    {
      onRequest: membersOnly,
      config: perUser,
      schema: {
        tags,
        summary: 'Ask a match to chat (one credit)',
        body: sendChatRequestBody,
        response: { 200: sendChatRequestResponse, ...errors },
      },
    },
    async (request) => {
      const sender = await requireUser(request);
      const sent = await sendChatRequest(db, sender.id, request.body.receiverId);
      await nudge(request.body.receiverId, {
        type: 'chat_request.created',
        request: {
          id: sent.requestId,
          senderId: sender.id,
          senderFirstName: firstName(sender.name),
        },
      });
      return sent;
    },
  );

  app.get(
    '/api/chat-requests/incoming',
    {
      onRequest: membersOnly,
      schema: {
        tags,
        summary: 'Chat requests waiting for this member’s answer',
        response: { 200: incomingChatRequestsResponse, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return incomingRequests(db, (await requireUser(request)).id);
    },
  );

  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/api/chat-requests/:id/${path}`,
      {
        onRequest: membersOnly,
        schema: {
          tags,
          summary: `${path === 'accept' ? 'Accept' : 'Decline'} a chat request`,
          params: z.object({ id: z.string().uuid('No such chat request.') }),
          response: { 200: answerChatRequestResponse, ...errors },
        },
      },
      async (request) => {
        const receiver = await requireUser(request);
        const result = await answerChatRequest(db, receiver.id, request.params.id, answer);
        await nudge(result.senderId, {
          type: 'chat_request.updated',
          requestId: request.params.id,
          status: answer,
        });
        if (result.sessionId) {
          await nudge(result.senderId, {
            type: 'chat_session.created',
            sessionId: result.sessionId,
            withUserId: receiver.id,
          });
          await nudge(receiver.id, {
            type: 'chat_session.created',
            sessionId: result.sessionId,
            withUserId: result.senderId,
          });
        }
        return { status: result.status, sessionId: result.sessionId };
      },
    );
  }
};
