import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  COACH_MESSAGES_PER_HOUR,
  coachApi,
  type CoachStreamEvent,
} from '#shared/contracts/coach.js';
import type { Db } from '#server/db/connect.js';
import type { AiPort } from '#server/platform/ai/index.js';
import { route } from '#server/plugins/contract-route.js';
import { keyedLimit, memberKey } from '#server/plugins/keyed-limit.js';
import { chatPlanOnly } from '../chats/index.js';
import { memberPortrait } from '../compatibility-reports/index.js';
import { askCoach } from './ask.js';
import { greeting } from './embedded-coach.js';
import { embeddedEngine, modelEngine } from './engines.js';
import { greetOnce, historyPage } from './history.js';
import { coachSystemPrompt } from './trainer-prompt.js';

export interface CoachRouteOptions {
  db: Db;
  /** The configured model; without one, the built-in coach answers. */
  ai: AiPort | undefined;
  rateLimit: boolean;
}

async function* ndjson(events: AsyncIterable<CoachStreamEvent>) {
  for await (const event of events) yield `${JSON.stringify(event)}\n`;
}

/** The AI Relationship Coach: one conversation per member, Premium like the rest of chat. */
export async function coachRoutes(app: FastifyInstance, { db, ai, rateLimit }: CoachRouteOptions) {
  const engine = ai ? modelEngine(ai, () => coachSystemPrompt(db)) : embeddedEngine;
  const hourly = keyedLimit(app, rateLimit, {
    name: 'coach messages',
    max: COACH_MESSAGES_PER_HOUR,
    timeWindow: '1 hour',
    key: memberKey,
    message: (seconds) =>
      `You have sent your coach ${COACH_MESSAGES_PER_HOUR} messages this hour. Take a breather and try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
  });

  route(
    app,
    coachApi.history,
    async ({ user, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      const page = await historyPage(db, user.id, query.before);
      if (query.before || page.messages.length) return page;
      await greetOnce(db, user.id, greeting(await memberPortrait(db, user.id, user.name)));
      return historyPage(db, user.id);
    },
    chatPlanOnly,
  );

  route(
    app,
    coachApi.ask,
    async ({ user, body, request, reply }) => {
      const listening = new AbortController();
      reply.raw.once('close', () => listening.abort());
      const events = await askCoach(
        db,
        engine,
        { user, id: body.id, content: body.content, signal: listening.signal },
        (err) => request.log.warn({ err }, 'the coach could not answer'),
      );
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(Readable.from(ndjson(events)));
    },
    { ...chatPlanOnly, preHandler: hourly },
  );
}
