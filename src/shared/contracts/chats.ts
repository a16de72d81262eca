import { z } from 'zod';
import { chatMessageKind } from './realtime.js';
import { endpoint } from './endpoint.js';
import { identityRevealStatus } from './identity.js';
import { matchProfile } from './matching.js';

/** Longest message a member may send (docs/product-rules.md, 'Chat message'). */
export const MAX_CHAT_MESSAGE_LENGTH = 4000;
/** Messages per page of history. */
export const CHAT_PAGE_SIZE = 30;

/** What a card (not a text) points at: its date request, or which step of an identity reveal. */
export const chatMessagePayload = z
  .object({
    dateRequestId: z.string().optional(),
    reveal: z.enum(['request', 'confirmation']).optional(),
  })
  .nullable();

export const chatMessage = z.object({
  id: z.string(),
  sessionId: z.string(),
  /** Null: the sender has since deleted their account ("Deleted member"). */
  senderId: z.string().nullable(),
  content: z.string(),
  kind: chatMessageKind,
  payload: chatMessagePayload,
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** One conversation in the list: the other member as a match may see them, and where it stands. */
export const conversation = z.object({
  sessionId: z.string(),
  with: matchProfile,
  /** The other member deleted their account: `with` reads "Deleted member", and nobody can write. */
  memberLeft: z.boolean(),
  lastMessage: chatMessage.nullable(),
  /** Messages from the other member after this member's last read one. */
  unread: z.number().int(),
  /** The other member has read up to this message of ours (read receipts). */
  theirLastRead: z.string().nullable(),
  /** The last message's time, or the session's: the list is ordered by it, newest first. */
  updatedAt: z.string(),
  /** Where the identity reveal stands for this member (contracts/identity.ts). */
  identityReveal: identityRevealStatus,
});
export type Conversation = z.infer<typeof conversation>;

const sessionParams = z.object({ sessionId: z.string().uuid('No such conversation.') });
/** A message's id: chosen by the sending client, so a retried send is stored once. */
export const messageId = z.string().uuid('A message id is a UUID chosen by the sender.');

/** A message's text: something other than spaces, at most `max` characters. */
export const messageText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Please type a message.')
    .max(max, `A message can be at most ${max.toLocaleString('en-US')} characters.`);

export const sendChatMessageBody = z.object({
  id: messageId,
  content: messageText(MAX_CHAT_MESSAGE_LENGTH),
});

/**
 * One page of a conversation. `before`: the page older than that message (scrolling up, newest
 * first page when omitted). `after`: everything newer than that message, oldest first (catching
 * up after a reconnect). Either way the messages come oldest first, ready to show.
 */
export const chatMessagesQuery = z
  .object({ before: messageId.optional(), after: messageId.optional() })
  .refine((q) => !(q.before && q.after), 'Ask for messages before or after one message, not both.');

/** Which three conversation starters: 0 first, each 'Show others' one more. */
export const chatStartersQuery = z.object({
  refresh: z.coerce.number().int().min(0).max(10_000).default(0),
});

const chatErrors = {
  NOT_FOUND: 404,
  PREMIUM_REQUIRED: 402,
  // A block or an unmatch closed it: neither member can read or write it any more.
  CONVERSATION_CLOSED: 409,
} as const;

export const chatsApi = {
  conversations: endpoint({
    method: 'GET',
    path: '/api/chats',
    access: 'member',
    feature: 'chats',
    summary: 'This member’s conversations with their connected matches, newest first',
    response: z.object({ conversations: z.array(conversation) }),
    errors: { PREMIUM_REQUIRED: 402 },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/api/chats/:sessionId/messages',
    access: 'member',
    feature: 'chats',
    summary: 'A page of one conversation (cursor: before or after a message)',
    params: sessionParams,
    query: chatMessagesQuery,
    response: z.object({
      messages: z.array(chatMessage),
      /** More messages lie beyond this page in the direction asked. */
      hasMore: z.boolean(),
    }),
    errors: chatErrors,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/chats/:sessionId/messages',
    access: 'member',
    feature: 'chats',
    summary: 'Send a message (idempotent: the id is the sender’s)',
    params: sessionParams,
    body: sendChatMessageBody,
    response: z.object({ message: chatMessage }),
    errors: { ...chatErrors, DUPLICATE_MESSAGE_ID: 409 },
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/chats/:sessionId/read',
    access: 'member',
    feature: 'chats',
    summary: 'Mark the conversation read up to a message',
    params: sessionParams,
    body: z.object({ messageId }),
    response: z.object({ unread: z.number().int() }),
    errors: chatErrors,
  }),
  starters: endpoint({
    method: 'GET',
    path: '/api/chats/:sessionId/starters',
    access: 'member',
    feature: 'chats',
    summary: 'Three openers drawn from what the two share and may see of each other',
    params: sessionParams,
    query: chatStartersQuery,
    response: z.object({ starters: z.array(z.string()) }),
    errors: chatErrors,
  }),
  typing: endpoint({
    method: 'POST',
    path: '/api/chats/:sessionId/typing',
    access: 'member',
    feature: 'chats',
    summary: 'Tell the other member this member is typing',
    params: sessionParams,
    response: z.object({ ok: z.literal(true) }),
    errors: chatErrors,
  }),
};
