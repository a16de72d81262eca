import type { FastifyInstance } from 'fastify';
import { chatsApi } from '#shared/contracts/chats.js';
import { firstNameOf } from '#shared/domain/accounts.js';
import { chatUrl } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import type { Bus } from '#server/platform/bus/index.js';
import type { Notifier } from '../notifications/index.js';
import { route } from '#server/plugins/contract-route.js';
import { keyedLimit, memberKey } from '#server/plugins/keyed-limit.js';
import { chatPlanOnly, otherMemberOf, readableBy } from './access.js';
import { listConversations } from './conversations.js';
import { messageCreated } from './events.js';
import { conversationStarters } from './starter-facts.js';
import { catchUp, historyPage, markRead, storeMessage } from './messages.js';

export interface ChatRouteOptions {
  db: Db;
  /**
   * Tells a member's open tabs (on any instance) that something changed; never rejects (the bus
   * logs a failure), and a lost nudge only delays an update: the browser catches up by cursor.
   */
  publish: Bus['publish'];
  rateLimit: boolean;
  /** The recipient's devices hear of a new message at once (the mail waits: digest-job.ts). */
  notify: Notifier['notify'];
}

/** Conversations between connected matches: history, sending, read receipts, typing. */
export async function chatRoutes(
  app: FastifyInstance,
  { db, publish, rateLimit, notify }: ChatRouteOptions,
) {
  const flood = keyedLimit(app, rateLimit, {
    name: 'chat messages',
    max: 20,
    timeWindow: '10 seconds',
    key: memberKey,
    message: (seconds) =>
      `You are sending messages too quickly. Please wait ${seconds} seconds and try again.`,
  });
  const typingLimit = keyedLimit(app, rateLimit, {
    name: 'chat typing',
    max: 30,
    timeWindow: '1 minute',
    key: memberKey,
  });

  // Chat is Premium's: a member without it gets the pitch (402) whatever else the request holds.

  route(
    app,
    chatsApi.conversations,
    async ({ user, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { conversations: await listConversations(db, user.id) };
    },
    chatPlanOnly,
  );

  route(
    app,
    chatsApi.messages,
    async ({ user, params, query, reply }) => {
      await readableBy(db, params.sessionId, user.id);
      void reply.header('cache-control', 'no-store');
      return query.after
        ? catchUp(db, params.sessionId, query.after)
        : historyPage(db, params.sessionId, query.before);
    },
    chatPlanOnly,
  );

  route(
    app,
    chatsApi.send,
    async ({ user, params, body }) => {
      const { message, created, otherId } = await storeMessage(db, {
        id: body.id,
        sessionId: params.sessionId,
        senderId: user.id,
        content: body.content,
      });
      // Queued right after the message's own statement, not in one transaction with it: messages
      // are stored in grouped statements (message-batch.ts). Decision 0048 weighs the gap.
      if (created)
        await notify({
          userId: otherId,
          type: 'newMessage',
          channels: ['push'],
          subject: `New message from ${firstNameOf(user.name)}`,
          lines: [],
          preview: body.content,
          action: 'Read the message',
          url: chatUrl(params.sessionId),
        });
      // The sender's other tabs show it too: one event for both members.
      if (created)
        await publish(
          [otherId, user.id],
          messageCreated(user, message.sessionId, message.id, message.kind),
        );
      return { message };
    },
    { ...chatPlanOnly, preHandler: flood },
  );

  route(
    app,
    chatsApi.read,
    async ({ user, params, body }) => {
      const otherId = await readableBy(db, params.sessionId, user.id);
      const { moved, unread } = await markRead(db, params.sessionId, user.id, body.messageId);
      if (moved && otherId)
        await publish(otherId, {
          type: 'chat_message.read',
          sessionId: params.sessionId,
          readerId: user.id,
          messageId: body.messageId,
        });
      return { unread };
    },
    chatPlanOnly,
  );

  route(
    app,
    chatsApi.starters,
    async ({ user, params, query }) => ({
      starters: await conversationStarters(db, params.sessionId, user.id, query.refresh),
    }),
    chatPlanOnly,
  );

  route(
    app,
    chatsApi.typing,
    async ({ user, params }) => {
      const otherId = await otherMemberOf(db, params.sessionId, user.id);
      await publish(otherId, { type: 'chat.typing', sessionId: params.sessionId, userId: user.id });
      return { ok: true as const };
    },
    { ...chatPlanOnly, preHandler: typingLimit },
  );
}
