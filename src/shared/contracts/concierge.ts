import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * The member's side of their concierge (decision 0036): the "Your Concierge" pane of the chat
 * page, its conversation, and the member's consent to share their reports, questionnaire and
 * matches with the concierge.
 */
export const CONCIERGE_AUTHORS = ['member', 'concierge'] as const;
export const CONCIERGE_MESSAGE_MAX = 4_000;
export const CONCIERGE_NOTE_MAX = 500;

export const conciergeMessage = z.object({
  id: z.string(),
  author: z.enum(CONCIERGE_AUTHORS),
  body: z.string(),
  createdAt: z.string(),
});
export type ConciergeMessage = z.infer<typeof conciergeMessage>;

export const conciergeMessageBody = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, 'Write a message first.')
    .max(
      CONCIERGE_MESSAGE_MAX,
      `A message is at most ${CONCIERGE_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
    ),
});
export type ConciergeMessageInput = z.input<typeof conciergeMessageBody>;

/** The pane: whether the member's plan includes a concierge, who it is, and their conversation. */
export const myConciergeResponse = z.object({
  /** An active concierge plan: the pane shows; without one it offers the plans. */
  included: z.boolean(),
  /** The concierge's first name, or null while the member waits for one. */
  concierge: z.object({ firstName: z.string() }).nullable(),
  /** The member lets their concierge read their reports, questionnaire and matches. */
  sharing: z.boolean(),
  messages: z.array(conciergeMessage),
});
export type MyConcierge = z.infer<typeof myConciergeResponse>;

/** Only a member whose concierge plan runs has a concierge to write to. */
const PLAN_NEEDED = { NO_CONCIERGE_PLAN: 402 } as const;

export const conciergeApi = {
  mine: endpoint({
    method: 'GET',
    path: '/api/concierge',
    access: 'member',
    feature: 'concierge',
    summary: 'The member’s concierge, their sharing choice and their conversation',
    response: myConciergeResponse,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/concierge/messages',
    access: 'member',
    feature: 'concierge',
    summary: 'Write to one’s concierge (stored before it is answered)',
    body: conciergeMessageBody,
    response: conciergeMessage,
    errors: PLAN_NEEDED,
  }),
  share: endpoint({
    method: 'PUT',
    path: '/api/concierge/sharing',
    access: 'member',
    feature: 'concierge',
    summary: 'Give or withdraw consent for the concierge to read reports, questionnaire, matches',
    body: z.strictObject({ sharing: z.boolean() }),
    response: z.object({ sharing: z.boolean() }),
    errors: PLAN_NEEDED,
  }),
};
