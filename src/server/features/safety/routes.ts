import type { FastifyInstance } from 'fastify';
import { moderationApi } from '#shared/contracts/moderation.js';
import { safetyApi } from '#shared/contracts/safety.js';
import { settingsApi } from '#shared/contracts/settings.js';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import type { Bus } from '#server/platform/bus/index.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { route } from '#server/plugins/contract-route.js';
import { blockedMembers, blockMember, unblockMember } from './blocks.js';
import { decideReport } from './moderation-decisions.js';
import { moderationQueue } from './moderation-queue.js';
import { memberSettings, setPaused } from './pause.js';
import { fileAbuseReport } from './abuse-reports.js';
import { unmatchMember } from './unmatch.js';
import { setNotificationChoices } from '../notifications/index.js';

export interface SafetyRouteOptions {
  db: Db;
  publish: Bus['publish'];
  mail: MailPort;
  /** Every owner's part of separating and pausing members (app.ts assembles it). */
  lifecycle: readonly MemberLifecycle[];
  /** A suspension or a ban closes the member's sockets on every instance, as sign-out does. */
  sessionsEnded: (userId: string) => Promise<void>;
}

export async function safetyRoutes(
  app: FastifyInstance,
  { db, publish, mail, lifecycle, sessionsEnded }: SafetyRouteOptions,
) {
  const ok = { ok: true as const };
  // Both members' open pages fetch again, so the match and the conversation leave the screen at
  // once; the event says nothing about why (a blocked member is never told).
  const refreshBoth = (a: string, b: string) => publish([a, b], { type: 'resync' });

  route(app, safetyApi.block, async ({ user, body }) => {
    await blockMember(db, lifecycle, user.id, body.userId);
    await refreshBoth(user.id, body.userId);
    return ok;
  });
  route(app, safetyApi.blocked, async ({ user }) => ({
    blocked: await blockedMembers(db, user.id),
  }));
  route(app, safetyApi.unblock, async ({ user, params }) => {
    await unblockMember(db, user.id, params.userId);
    return ok;
  });
  route(app, safetyApi.reportMember, async ({ user, body }) => {
    await fileAbuseReport(db, { mail, lifecycle }, user.id, body);
    await refreshBoth(user.id, body.userId);
    return ok;
  });
  route(app, settingsApi.get, async ({ user }) => memberSettings(db, user.id));
  route(app, settingsApi.pause, async ({ user, body }) =>
    setPaused(db, lifecycle, user.id, body.paused),
  );
  route(app, settingsApi.notifications, async ({ user, body }) => {
    await setNotificationChoices(db, user.id, body);
    return memberSettings(db, user.id);
  });
  route(app, moderationApi.queue, async () => moderationQueue(db));
  route(app, moderationApi.decide, async ({ user, params, body }) => {
    await decideReport(db, { mail, sessionsRevoked: sessionsEnded }, user.id, params.id, body);
    return ok;
  });
  route(app, safetyApi.unmatch, async ({ user, body }) => {
    await unmatchMember(db, lifecycle, user.id, body.userId);
    await refreshBoth(user.id, body.userId);
    return ok;
  });
}
