/**
 * The routes-access table's rows for a member's own controls: safety (block, unmatch, report,
 * the moderation queue), settings and email choices, their own data (export, deletion), and
 * writing to the team (the Help page's form and the admins' support inbox), and photo
 * verification with its moderators' queue.
 */
import { ADMINS, ALL, MEMBERS, NOT_A_MATCH, PUBLIC, type Row } from './routes-access.callers.js';

export const MEMBER_CONTROL_ROUTES: Record<string, Row> = {
  // Safety: the walk's members were never matched with anyone it names (404 alike; see
  // features/safety/block-unmatch.test.ts for the 200 paths).
  'POST /api/safety/blocks': { status: NOT_A_MATCH, body: { userId: 'walk-nobody' } },
  'GET /api/safety/blocks': { status: MEMBERS },
  'GET /api/settings': { status: MEMBERS },
  // The member's own data (features/account/*.test.ts for downloads and deletions that succeed).
  'GET /api/account/export': { status: MEMBERS },
  'POST /api/account/export': { status: MEMBERS },
  // The walk's {token} is an account id, not a link's secret: refused before anything is read.
  'GET /api/account/export/{token}': { status: ALL(400) },
  'POST /api/account/delete': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
    body: { password: 'not the password' },
  },
  'PUT /api/settings/pause': { status: MEMBERS, body: { paused: false } },
  'PUT /api/settings/notifications': { status: MEMBERS, body: { productNews: true } },
  // Web push: the walk's device is at no browser's push service (features/notifications/push.test.ts
  // subscribes for real); its {id} is not a device's.
  'GET /api/push': { status: MEMBERS },
  'POST /api/push/devices': {
    status: { anonymous: 401, user: 422, tester: 422, admin: 422 },
    body: {
      endpoint: 'https://walk.example/push',
      keys: { p256dh: 'BA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    },
  },
  'DELETE /api/push/devices/{id}': { status: NOT_A_MATCH },
  'PUT /api/push/previews': { status: MEMBERS, body: { show: false } },
  // The walk's token is made up: refused alike for everyone, signed in or not.
  'POST /api/notifications/unsubscribe': { status: ALL(400) },
  'GET /api/notifications/unsubscribe': { status: ALL(400) },
  'DELETE /api/safety/blocks/{userId}': { status: NOT_A_MATCH },
  'POST /api/safety/unmatch': { status: NOT_A_MATCH, body: { userId: 'walk-nobody' } },
  'POST /api/safety/reports': {
    status: NOT_A_MATCH,
    body: { userId: 'walk-nobody', reason: 'harassment' },
  },
  // The Help page's form, signed in or out (features/support/support.test.ts has the rest); the
  // walk's {id} names no message.
  'POST /api/support/messages': {
    status: PUBLIC,
    body: {
      topic: 'other',
      message: 'A question from the walk.',
      name: 'Walk',
      email: 'walk@example.com',
    },
  },
  'GET /api/admin/support': { status: ADMINS },
  'POST /api/admin/support/{id}/reply': {
    status: { ...ADMINS, admin: 404 },
    body: { reply: 'Route walk' },
  },
  'POST /api/admin/support/{id}/done': { status: { ...ADMINS, admin: 404 } },
  // The moderation queue; the walk's {id} names no report (features/safety/abuse-reports.test.ts decides).
  'GET /api/admin/reports': { status: ADMINS },
  'POST /api/admin/abuse-reports/{id}/decision': {
    status: { ...ADMINS, admin: 404 },
    body: { decision: 'dismiss', reason: 'Route walk' },
  },
  // Photo verification: the walk's members have no main photo, so no pose and no selfie waits
  // (features/verification/verification.test.ts has the whole path); {id} names no selfie.
  'GET /api/verification': { status: MEMBERS },
  'POST /api/verification/pose': { status: { anonymous: 401, user: 409, tester: 409, admin: 409 } },
  'POST /api/verification/selfie': {
    status: { anonymous: 401, user: 400, tester: 400, admin: 400 },
  },
  'DELETE /api/verification/selfie': {
    status: { anonymous: 401, user: 404, tester: 404, admin: 404 },
  },
  'GET /api/admin/verifications': { status: ADMINS },
  'GET /api/admin/verifications/{id}/selfie': { status: { ...ADMINS, admin: 404 } },
  'POST /api/admin/verifications/{id}/decision': {
    status: { ...ADMINS, admin: 404 },
    body: { decision: 'decline', reason: 'Route walk' },
  },
};
