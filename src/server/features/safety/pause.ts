import { eq } from 'drizzle-orm';
import type { MemberSettings } from '#shared/contracts/settings.js';
import type { Db } from '#server/db/connect.js';
import { pauseEverywhere, type MemberLifecycle } from '#server/db/member-lifecycle.js';
import { profiles } from '#server/db/schema.js';
import { recordAudit } from '../audit/index.js';
import { notificationChoicesOf } from '../notifications/index.js';
import { safetyErrors } from './errors.js';

export async function memberSettings(db: Db, userId: string): Promise<MemberSettings> {
  const [row] = await db
    .select({ pausedAt: profiles.pausedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw safetyErrors.fail('NOT_FOUND', 'Profile not found');
  return {
    pausedAt: row.pausedAt?.toISOString() ?? null,
    notifications: await notificationChoicesOf(db, userId),
  };
}

/**
 * Pausing hides the member from matching (the pool leaves paused members out) and from new chat
 * requests; existing conversations go on. Each owner's `pause` hook does its part (the profile
 * keeps the time). Pausing twice keeps the first time.
 */
export async function setPaused(
  db: Db,
  lifecycle: readonly MemberLifecycle[],
  userId: string,
  paused: boolean,
  now = new Date(),
) {
  const current = await memberSettings(db, userId);
  if (paused === (current.pausedAt !== null)) return current;
  await db.transaction(async (tx) => {
    await pauseEverywhere(lifecycle, tx, userId, paused, now);
    await recordAudit(tx, {
      actorId: userId,
      action: paused ? 'settings.pause' : 'settings.resume',
    });
  });
  return { ...current, pausedAt: paused ? now.toISOString() : null };
}
