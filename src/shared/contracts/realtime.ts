import { z } from 'zod';
import { IDENTITY_REVEAL_STATUSES } from '../domain/identity-reveal.js';
import { endpoint } from './endpoint.js';

/**
 * What the server pushes to a member's browser over `GET /api/realtime` (a WebSocket). Events
 * are nudges, not data: ids plus what a toast needs. The database stays the source of truth, so
 * the browser refetches the named rows (and everything after a reconnect) instead of trusting
 * an event's payload, and a lost event costs nothing but a moment's delay.
 */
const id = z.string().min(1).max(128);
/** Only a first name, never a full name or an email: enough for "Anna sent you a message". */
const firstName = z.string().max(80);

export const chatRequestStatus = z.enum(['pending', 'accepted', 'declined', 'rejected']);
export const chatMessageKind = z.enum([
  'text',
  'date_request',
  'date_confirmed',
  'identity_reveal',
]);

export const realtimeEvent = z.discriminatedUnion('type', [
  /** Sent once on every (re)connect: the socket is live and belongs to this user. */
  z.object({ type: z.literal('hello'), userId: id }),
  /** To the receiver: a new chat request. */
  z.object({
    type: z.literal('chat_request.created'),
    request: z.object({ id, senderId: id, senderFirstName: firstName }),
  }),
  /** To the sender: their request was accepted, declined or rejected. */
  z.object({ type: z.literal('chat_request.updated'), requestId: id, status: chatRequestStatus }),
  /** To both people: a chat session now exists between them. */
  z.object({ type: z.literal('chat_session.created'), sessionId: id, withUserId: id }),
  /** To the other person in the session (and the sender's other tabs). */
  z.object({
    type: z.literal('chat_message.created'),
    sessionId: id,
    messageId: id,
    senderId: id,
    senderFirstName: firstName,
    kind: chatMessageKind,
  }),
  /** To the other member: they have read the conversation up to this message. */
  z.object({
    type: z.literal('chat_message.read'),
    sessionId: id,
    readerId: id,
    messageId: id,
  }),
  /** To both members: a date request of their conversation was made or changed status. */
  z.object({
    type: z.literal('date_request.changed'),
    sessionId: id,
    dateRequestId: id,
    status: z.enum(['pending', 'accepted', 'declined', 'superseded', 'cancelled']),
  }),
  /**
   * To each member of a conversation: its identity reveal changed, `status` as that member sees
   * it (shared/domain/identity-reveal.ts); at 'revealed' names and photos are refetched.
   */
  z.object({
    type: z.literal('identity.changed'),
    sessionId: id,
    status: z.enum(IDENTITY_REVEAL_STATUSES),
  }),
  /**
   * To the member and their concierge: a message of their conversation (decision 0036);
   * `memberId` names the conversation.
   */
  z.object({ type: z.literal('concierge_message.created'), memberId: id, messageId: id }),
  /** To the other member: this member is typing (the indicator fades unless repeated). */
  z.object({ type: z.literal('chat.typing'), sessionId: id, userId: id }),
  /**
   * The account's sessions were revoked (ban, role change, deletion, password reset), or only
   * the one named by `sessionId` (sign-out, or the member ended it from their sessions list): the
   * server closes the affected sockets right after sending it (docs/security-rules.md, rule 7),
   * and the browser rechecks its session.
   */
  z.object({ type: z.literal('session.revoked'), sessionId: z.string().optional() }),
  /**
   * Events may have been lost (the server's link to its other instances was down and is back):
   * the browser refetches as after a reconnect.
   */
  z.object({ type: z.literal('resync') }),
]);

export type RealtimeEvent = z.infer<typeof realtimeEvent>;
export type RealtimeEventType = RealtimeEvent['type'];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

/** The only message a browser may send; the server answers it with {@link REALTIME_PONG}. */
export const REALTIME_PING = 'ping';
export const REALTIME_PONG = 'pong';

/** Close codes the server uses (4000-4999 are the application's own range). */
export const REALTIME_CLOSE = {
  /** The session is gone: reconnecting only helps after signing in again. */
  unauthorized: 4401,
  /** Too many open sockets for this user. */
  tooManyConnections: 4429,
  /** The client sent more than a listener ever needs to. */
  policy: 1008,
} as const;

export const realtimeApi = {
  connect: endpoint({
    method: 'GET',
    path: '/api/realtime',
    access: 'member',
    feature: 'realtime',
    summary: 'Realtime events (WebSocket)',
    response: z.unknown(),
    responseKind: 'raw',
    errors: { BAD_ORIGIN: 403, UPGRADE_REQUIRED: 426 },
  }),
};
