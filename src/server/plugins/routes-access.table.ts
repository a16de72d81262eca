/**
 * Who may call each published route, and what each kind of caller gets: the table the
 * routes-access walk checks (docs/security-rules.md, rule 10). Every new route adds its row here.
 */
import { QUIZ_WALK_BODIES } from '../testing/routes.js';
import { ADMINS, ALL, MEMBERS, NOT_A_MATCH, PUBLIC, type Row } from './routes-access.callers.js';
import { CONVERSATION_ROUTES } from './routes-access.conversations.js';
import { MEMBER_CONTROL_ROUTES } from './routes-access.member-control.js';
export { CALLERS, statusFor, type Caller, type Row } from './routes-access.callers.js';

/** A mailing to every account but the admin's: each of them is someone the walk signed up. */
const WALK_MAILING = {
  template: 'custom',
  priority: 'low',
  subject: 'Walk',
  body: 'Hello {{name}}',
  to: { kind: 'search', q: '' },
};

let walkSignUps = 0;
export const EXPECTED: Record<string, Row> = {
  // better-auth, through our layer: the same answer whoever calls (sign-up never says whether an
  // email has an account; a wrong password and a bad reset token are refused alike).
  'GET /api/auth/get-session': { status: PUBLIC },
  'POST /api/auth/sign-in/email': {
    status: ALL(401),
    body: { email: 'walk-nobody@example.com', password: 'not the password' },
  },
  'POST /api/auth/sign-up/email': {
    status: PUBLIC,
    get body() {
      return {
        email: `walk-signup-${++walkSignUps}@example.com`,
        password: 'correct horse battery',
        name: 'Walk',
      };
    },
  },
  'POST /api/auth/sign-out': { status: PUBLIC, withoutSession: true },
  'POST /api/auth/request-password-reset': {
    status: PUBLIC,
    body: { email: 'walk-nobody@example.com' },
  },
  // The member's own sessions; the walk fills {id} with an account id: no such session of theirs.
  'GET /api/account/sessions': { status: MEMBERS },
  'DELETE /api/account/sessions/{id}': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
  },
  'POST /api/account/sessions/end-others': { status: MEMBERS },
  // Settings' password and address changes: the walk's password is wrong, so nothing changes
  // (features/auth/change-password.test.ts and change-email.test.ts have the rest).
  'POST /api/auth/change-password': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
    body: { currentPassword: 'not the password', newPassword: 'correct horse battery' },
  },
  'POST /api/auth/change-email': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
    body: { currentPassword: 'not the password', newEmail: 'walk-nobody@example.com' },
  },
  // Two-factor sign-in (features/auth/two-factor.test.ts has the rest): the walk's password is
  // wrong, and no walker has it on, so nothing changes.
  'GET /api/auth/two-factor': { status: MEMBERS },
  'POST /api/auth/two-factor/enable': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
    body: { password: 'not the password' },
  },
  'POST /api/auth/two-factor/verify-totp': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
    body: { code: '123456' },
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
    body: { code: 'abcde-12345' },
  },
  'POST /api/auth/two-factor/disable': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
    body: { password: 'not the password', code: '123456' },
  },
  'POST /api/auth/reset-password': {
    status: ALL(400),
    body: { token: 'walk-token', newPassword: 'correct horse battery' },
  },
  // The development mail reader (not registered in production).
  'GET /dev/mailbox': { status: PUBLIC },
  'GET /dev/mailbox.json': { status: PUBLIC },
  'GET /api/health': { status: PUBLIC },
  'GET /api/profile': { status: MEMBERS },
  'GET /api/profile/stats': { status: MEMBERS },
  'PUT /api/profile/time-zone': { status: MEMBERS, body: { timeZone: 'Europe/Berlin' } },
  'PUT /api/profile': {
    status: MEMBERS,
    body: {
      fullName: 'Walk',
      age: 30,
      location: null,
      occupation: null,
      education: null,
      aboutMe: null,
      interestsHobbies: null,
      lookingFor: 'casual',
    },
  },
  // The walk sends no file: a member gets 400 (profiles/avatar.test.ts has the upload itself).
  'POST /api/profile/avatar': { status: { anonymous: 401, user: 400, tester: 400, admin: 400 } },
  'DELETE /api/profile/avatar': { status: MEMBERS },
  // Photos (profiles/photos.test.ts has the whole path): no file sent, a member gets 400; the
  // walk's {id} (an account id) is no photo of theirs (404), and its order names none (400).
  'POST /api/profile/photos': { status: { anonymous: 401, user: 400, tester: 400, admin: 400 } },
  'DELETE /api/profile/photos/{id}': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
  },
  'PUT /api/profile/photos/order': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
    body: { ids: ['a3c1f1ee-0000-4000-8000-000000000000'] },
  },
  // The walk fills {name} with an account id: no such photo for members, sign-in first for anyone else.
  'GET /api/files/avatars/{name}': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
  },
  ...MEMBER_CONTROL_ROUTES,
  'GET /api/admin/users': { status: ADMINS },
  'GET /api/admin/users/{id}': { status: ADMINS },
  'PUT /api/admin/users/{id}': {
    status: ADMINS,
    body: {
      fullName: 'Walk Edited',
      email: 'walk-edited@example.com',
      age: 30,
      location: null,
      occupation: null,
      education: null,
      personality: 'INTJ',
      quizStatus: 'Completed',
      isActive: true,
      notes: 'Edited by the route walk',
    },
  },
  'POST /api/admin/emails/preview': { status: ADMINS, body: WALK_MAILING },
  'POST /api/admin/emails': { status: ADMINS, body: WALK_MAILING },
  'POST /api/admin/users/{id}/role': { status: ADMINS, body: { role: 'tester' } },
  'POST /api/admin/users/{id}/ban': { status: ADMINS, body: { reason: 'Route walk' } },
  'DELETE /api/admin/users/{id}': { status: ADMINS },
  // The walk's fresh target has no two-factor sign-in: 409 for the admin (admin/two-factor-off.test.ts).
  'POST /api/admin/users/{id}/two-factor/off': {
    status: { anonymous: 401, user: 403, tester: 403, admin: 409 },
  },
  // A member's purchases; the walk's {orderId} is an account id, no order's: 404 for the admin.
  // billing/money-back.test.ts has the refunds.
  'GET /api/admin/users/{id}/orders': { status: ADMINS },
  'POST /api/admin/users/{id}/orders/{orderId}/refund': {
    status: { anonymous: 401, user: 403, tester: 403, admin: 404 },
    body: { reason: 'Route walk' },
  },
  // Quiz questions: the walk's {id} is an account id, not a question id (400), and its bodies
  // are empty questions (400), so the quizzes the walk answers keep their 25 and 60 questions.
  // quizzes/admin-questions.test.ts has the 200 paths.
  'GET /api/admin/quiz-questions': { status: ADMINS },
  'GET /api/admin/quiz-questions/{id}': { status: { ...ADMINS, admin: 400 } },
  'POST /api/admin/quiz-questions': {
    status: { ...ADMINS, admin: 400 },
    body: { question: '', category: 'emotional' },
  },
  'PUT /api/admin/quiz-questions/{id}': {
    status: { ...ADMINS, admin: 400 },
    body: { question: '', category: 'emotional' },
  },
  'DELETE /api/admin/quiz-questions/{id}': { status: { ...ADMINS, admin: 400 } },
  // AI trainers (features/trainers/trainers.test.ts has the rest). The walk's {id} names no prompt.
  'GET /api/admin/trainers': { status: ADMINS },
  'POST /api/admin/trainers': {
    status: ADMINS,
    body: { name: 'Walk trainer', type: 'communication_expert', content: '' },
  },
  'PATCH /api/admin/trainers/{id}': {
    status: { anonymous: 401, user: 403, tester: 403, admin: 404 },
    body: { name: 'Walk' },
  },
  'DELETE /api/admin/trainers/{id}': {
    status: { anonymous: 401, user: 403, tester: 403, admin: 404 },
  },
  'POST /api/admin/trainers/test': { status: ADMINS, body: { content: 'Be brief.', input: 'Hi' } },
  // The walk fills {kind} and {id} with an account id: no such quiz kind (400), no such temporary
  // user (404), for everyone alike. quizzes/*.test.ts call them with real values.
  'GET /api/quizzes/{kind}/questions': {
    status: { anonymous: 400, user: 400, tester: 400, admin: 400 },
  },
  'GET /api/quizzes/temp-users/{id}': {
    status: { anonymous: 404, user: 404, tester: 404, admin: 404 },
  },
  'POST /api/quizzes/emotional/anonymous': { status: PUBLIC, body: QUIZ_WALK_BODIES.anonymousEq },
  // Needs a real temporary user (quizzes/anonymous-blueprint.test.ts has the 200 path).
  'POST /api/quizzes/blueprint/anonymous': {
    status: { anonymous: 404, user: 404, tester: 404, admin: 404 },
    get body() {
      return QUIZ_WALK_BODIES.anonymousBlueprint;
    },
  },
  'POST /api/quizzes/emotional': { status: MEMBERS, body: QUIZ_WALK_BODIES.memberEq },
  'POST /api/quizzes/blueprint': { status: MEMBERS, body: QUIZ_WALK_BODIES.memberBlueprint },
  'GET /api/reports': { status: MEMBERS },
  // Billing (sandbox). The walk's ids and secrets name no payment: 404 for everyone; the intent's
  // link (email + userId) names no account. billing/*.test.ts call them with real values.
  'GET /api/billing/plans': { status: PUBLIC },
  'POST /api/billing/promo/validate': {
    status: PUBLIC,
    body: { code: 'WELCOME10', product: 'blueprint' },
  },
  'POST /api/billing/blueprint/intent': {
    status: { anonymous: 404, user: 404, tester: 404, admin: 404 },
    body: { email: 'walk-nobody@example.com', userId: 'nobody', promoCode: null },
  },
  'GET /api/billing/payments/{paymentIntentId}': {
    status: { anonymous: 404, user: 404, tester: 404, admin: 404 },
  },
  'POST /api/billing/sandbox/confirm': {
    status: { anonymous: 404, user: 404, tester: 404, admin: 404 },
    body: {
      paymentIntentId: 'pi_walk',
      clientSecret: 'pi_walk_secret_x',
      authenticate: 'complete',
    },
  },
  'POST /api/billing/webhook': { status: { anonymous: 400, user: 400, tester: 400, admin: 400 } },
  'POST /api/billing/plans/subscribe': {
    status: MEMBERS,
    body: { planId: 'basic', promoCode: null, paymentMethodId: null },
  },
  'GET /api/billing/plans/current': { status: MEMBERS },
  'POST /api/billing/plans/cancel': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
  },
  'GET /api/billing/payment-methods': { status: MEMBERS },
  'GET /api/billing/orders': { status: MEMBERS },
  // The walk's {id} is an account id, no order's (billing/money-back.test.ts refunds real ones).
  'POST /api/billing/orders/{id}/refund': { status: NOT_A_MATCH, body: { reason: null } },
  // The WebSocket. A plain GET runs the same Origin and session checks as the upgrade, then
  // answers 426; the upgrade itself (hello, 401/403 refusals, whose socket gets which event) is
  // covered in features/realtime/realtime.test.ts, since app.inject can't open a socket.
  'GET /api/realtime': { status: { anonymous: 401, user: 426, tester: 426, admin: 426 } },
  'GET /api/questionnaire': { status: MEMBERS },
  'PUT /api/questionnaire': {
    status: MEMBERS,
    body: {
      gender: 'Woman',
      lookingFor: 'Man',
      ethnicity: 'Asian',
      preference: "Doesn't matter",
      birthYear: '1990',
      zipCode: '10001',
    },
  },
  // After the questionnaire above, so every caller has one to keep preferences on.
  'GET /api/match-preferences': { status: MEMBERS },
  'PUT /api/match-preferences': {
    status: MEMBERS,
    body: { ageRange: { min: 25, max: 40 }, maxDistanceMiles: null, dealbreakers: ['faith'] },
  },
  'GET /api/matches': { status: MEMBERS },
  // Not one of the caller's matches, and no request waiting on the walk's {id}: 404.
  'POST /api/chat-requests': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
    body: { receiverId: 'someone-else' },
  },
  'GET /api/chat-requests/incoming': { status: MEMBERS },
  'POST /api/chat-requests/{id}/accept': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
  },
  'POST /api/chat-requests/{id}/decline': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
  },
  ...CONVERSATION_ROUTES,
};
