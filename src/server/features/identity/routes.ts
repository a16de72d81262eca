import type { FastifyInstance } from 'fastify';
import { identityApi } from '#shared/contracts/identity.js';
import type { RealtimeEventOf } from '#shared/contracts/realtime.js';
import { revealStatusOf } from '#shared/domain/identity-reveal.js';
import type { Db } from '#server/db/connect.js';
import type { Bus } from '#server/platform/bus/index.js';
import { route, type RouteExtras } from '#server/plugins/contract-route.js';
import { consentToReveal, revealStatus, type RevealChats } from './service.js';

export interface IdentityRouteOptions {
  db: Db;
  /** Tells both members' open tabs, on any instance (never rejects). */
  publish: Bus['publish'];
  /**
   * What a reveal uses of features/chats, handed in by app.ts (see `OtherMemberOf`): the
   * conversation's members, the card it posts, chat's plan rule, and the nudge its cards are
   * announced with.
   */
  chats: RevealChats & {
    planOnly: RouteExtras;
    messageCreated: (
      sender: { id: string; name: string },
      sessionId: string,
      messageId: string,
      kind: 'identity_reveal',
    ) => RealtimeEventOf<'chat_message.created'>;
  };
}

/** Identity reveal by mutual consent, inside a conversation (so Premium, like chat). */
export async function identityRoutes(
  app: FastifyInstance,
  { db, publish, chats }: IdentityRouteOptions,
) {
  route(
    app,
    identityApi.status,
    async ({ user, params, reply }) => {
      void reply.header('cache-control', 'no-store');
      return { status: await revealStatus(db, chats.otherMemberOf, params.sessionId, user.id) };
    },
    chats.planOnly,
  );

  route(
    app,
    identityApi.consent,
    async ({ user, params: { sessionId } }) => {
      const { otherId, theirs, cardId } = await consentToReveal(db, chats, sessionId, user.id);
      const status = revealStatusOf(true, theirs);
      // Only a new consent changes anything: a repeated one tells nobody.
      if (cardId) {
        // Each member hears the status as they see it ('requested_by_me' is the other's '..._them').
        await publish(user.id, { type: 'identity.changed', sessionId, status });
        await publish(otherId, {
          type: 'identity.changed',
          sessionId,
          status: revealStatusOf(theirs, true),
        });
        await publish(
          [otherId, user.id],
          chats.messageCreated(user, sessionId, cardId, 'identity_reveal'),
        );
      }
      return { status };
    },
    chats.planOnly,
  );
}
