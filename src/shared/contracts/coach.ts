import { z } from 'zod';
import { messageId, messageText } from './chats.js';
import { endpoint } from './endpoint.js';

/** Longest message a member may send the coach. */
export const MAX_COACH_MESSAGE_LENGTH = 2000;
/** Messages a member may send the coach per hour. */
export const COACH_MESSAGES_PER_HOUR = 30;
/** Messages per page of the coach conversation. */
export const COACH_PAGE_SIZE = 30;

export const coachMessage = z.object({
  id: z.string(),
  content: z.string(),
  fromCoach: z.boolean(),
  createdAt: z.string(),
});
export type CoachMessage = z.infer<typeof coachMessage>;

/**
 * What asking the coach streams back, one JSON object per line: the member's message as stored,
 * the reply's pieces as they are written, then the stored reply, or `failed` when the coach
 * stopped part-way (nothing of the reply is kept; asking again with the same id retries).
 */
export const coachStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), message: coachMessage }),
  z.object({ type: z.literal('piece'), text: z.string() }),
  z.object({ type: z.literal('reply'), message: coachMessage }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type CoachStreamEvent = z.infer<typeof coachStreamEvent>;

export const coachApi = {
  history: endpoint({
    method: 'GET',
    path: '/api/coach/messages',
    access: 'member',
    feature: 'coach',
    summary: 'A page of this member’s conversation with the Relationship Coach, oldest first',
    query: z.object({ before: messageId.optional() }),
    response: z.object({ messages: z.array(coachMessage), hasMore: z.boolean() }),
    errors: { PREMIUM_REQUIRED: 402, NOT_FOUND: 404 },
  }),
  ask: endpoint({
    method: 'POST',
    path: '/api/coach/messages',
    access: 'member',
    feature: 'coach',
    summary: 'Ask the coach (idempotent by id); the reply streams back as NDJSON events',
    body: z.object({ id: messageId, content: messageText(MAX_COACH_MESSAGE_LENGTH) }),
    response: coachStreamEvent,
    responseKind: 'ndjson',
    errors: { PREMIUM_REQUIRED: 402, DUPLICATE_MESSAGE_ID: 409, COACH_UNAVAILABLE: 503 },
  }),
};
