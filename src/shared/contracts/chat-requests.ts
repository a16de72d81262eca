import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** POST /api/chat-requests: ask a match to chat; costs one match credit (docs/product-rules.md §5). */
export const sendChatRequestBody = z.object({ receiverId: z.string().min(1).max(100) });
export const sendChatRequestResponse = z.object({
  requestId: z.string(),
  /** Credits left after this request: 'Request sent! ... {n} matches remaining.' */
  matchesRemaining: z.number().int(),
});

/** A request waiting for this member's answer, with what a match may see of the sender. */
export const incomingChatRequest = z.object({
  id: z.string(),
  sender: z.object({
    userId: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    emotionalType: z.string().nullable(),
  }),
  createdAt: z.string(),
});
export type IncomingChatRequest = z.infer<typeof incomingChatRequest>;
export const incomingChatRequestsResponse = z.object({ requests: z.array(incomingChatRequest) });

export const answerChatRequestResponse = z.object({
  status: z.enum(['accepted', 'declined']),
  /** The chat opened by accepting. */
  sessionId: z.string().nullable(),
});

const answerParams = z.object({ id: z.string().uuid('No such chat request.') });
const answerErrors = { NOT_FOUND: 404 } as const;

export const chatRequestsApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/chat-requests',
    access: 'member',
    feature: 'chat-requests',
    summary: 'Ask a match to chat (one credit)',
    body: sendChatRequestBody,
    response: sendChatRequestResponse,
    errors: {
      CANNOT_REQUEST_SELF: 400,
      NOT_A_MATCH: 404,
      NO_MATCHES_REMAINING: 409,
      ALREADY_REQUESTED: 409,
    },
  }),
  incoming: endpoint({
    method: 'GET',
    path: '/api/chat-requests/incoming',
    access: 'member',
    feature: 'chat-requests',
    summary: 'Chat requests waiting for this member’s answer',
    response: incomingChatRequestsResponse,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/chat-requests/:id/accept',
    access: 'member',
    feature: 'chat-requests',
    summary: 'Accept a chat request',
    params: answerParams,
    response: answerChatRequestResponse,
    errors: answerErrors,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/chat-requests/:id/decline',
    access: 'member',
    feature: 'chat-requests',
    summary: 'Decline a chat request',
    params: answerParams,
    response: answerChatRequestResponse,
    errors: answerErrors,
  }),
};
