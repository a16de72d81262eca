/**
 * The routes-access table's rows for conversations: chat with matches, dates, identity reveal,
 * the coach and the concierge (the member's pane and the concierge's workspace).
 */
import {
  ADMINS,
  CONCIERGES,
  MEMBERS,
  NOT_THEIR_MEMBER,
  PREMIUM_ONLY,
  type Row,
} from './routes-access.callers.js';

export const CONVERSATION_ROUTES: Record<string, Row> = {
  // Chat is Premium's: the walk's callers are on the free plan (the owner-versus-stranger rows
  // live in features/chats/chats.test.ts).
  'GET /api/chats': { status: PREMIUM_ONLY },
  'GET /api/chats/{sessionId}/messages': { status: PREMIUM_ONLY },
  'POST /api/chats/{sessionId}/messages': {
    status: PREMIUM_ONLY,
    body: { id: '00000000-0000-4000-8000-000000000000', content: 'hi' },
  },
  'POST /api/chats/{sessionId}/read': {
    status: PREMIUM_ONLY,
    body: { messageId: '00000000-0000-4000-8000-000000000000' },
  },
  'POST /api/chats/{sessionId}/typing': { status: PREMIUM_ONLY },
  'GET /api/chats/{sessionId}/starters': { status: PREMIUM_ONLY },
  // So are dates (state machine and owner rows: features/dates/dates.test.ts).
  'GET /api/chats/{sessionId}/date-requests': { status: PREMIUM_ONLY },
  'POST /api/chats/{sessionId}/date-requests': {
    status: PREMIUM_ONLY,
    body: { dateType: 'video', options: ['2099-01-01T18:00:00.000Z'], timeZone: 'UTC' },
  },
  'POST /api/date-requests/{id}/accept': {
    status: PREMIUM_ONLY,
    body: { option: '2099-01-01T18:00:00.000Z' },
  },
  'POST /api/date-requests/{id}/decline': { status: PREMIUM_ONLY },
  'POST /api/date-requests/{id}/cancel': { status: PREMIUM_ONLY },
  'POST /api/chats/{sessionId}/meetings': {
    status: PREMIUM_ONLY,
    body: { startsAt: '2099-01-01T18:00:00Z', endsAt: '2099-01-01T19:00:00Z', timeZone: 'UTC' },
  },
  // An agreed date's invite, for its two members whatever their plan; no such date for the walk.
  'GET /api/date-requests/{id}/calendar.ics': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
  },
  // So is identity reveal (consents and stranger rows: features/identity/identity.test.ts).
  'GET /api/chats/{sessionId}/identity-reveal': { status: PREMIUM_ONLY },
  'POST /api/chats/{sessionId}/identity-reveal': { status: PREMIUM_ONLY },
  // So is the coach (its own-conversation rows live in features/coach/coach.test.ts).
  'GET /api/coach/messages': { status: PREMIUM_ONLY },
  'POST /api/coach/messages': {
    status: PREMIUM_ONLY,
    body: { id: '00000000-0000-4000-8000-000000000000', content: 'hi' },
  },
  // The concierge (decision 0036). A member's pane: writing needs a running plan (the walk has
  // none), withdrawing consent never does. A concierge's routes; the walk's {id} is nobody they
  // look after. Own-member rows live in features/concierge/workspace.test.ts.
  'GET /api/concierge': { status: MEMBERS },
  'POST /api/concierge/messages': { status: PREMIUM_ONLY, body: { body: 'Hello' } },
  'PUT /api/concierge/sharing': { status: MEMBERS, body: { sharing: false } },
  'GET /api/concierge/members': { status: CONCIERGES },
  'GET /api/concierge/members/{id}': { status: NOT_THEIR_MEMBER },
  'POST /api/concierge/members/{id}/messages': {
    status: NOT_THEIR_MEMBER,
    body: { body: 'Hello' },
  },
  'POST /api/concierge/members/{id}/introductions': {
    status: NOT_THEIR_MEMBER,
    body: { introducedId: 'someone', note: 'A note' },
  },
  'GET /api/admin/concierge': { status: ADMINS },
  'POST /api/admin/concierge/assignments': {
    status: { anonymous: 401, user: 403, tester: 403, admin: 404 },
    body: { memberId: 'nobody', conciergeId: 'nobody' },
  },
};
