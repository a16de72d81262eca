import { z } from 'zod';

/** POST /api/chat-requests: ask a match to chat; costs one match credit (SPEC 5). */
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
