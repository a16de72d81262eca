import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { profilePhotos, profiles } from '#server/db/schema.js';
import { filesOf, photoKeys } from './photo-files.js';

/** Takes `who` off the match lists of the members in `of`, or of everyone when `of` is absent. */
const forgetMatch = (tx: Db, who: string, of?: string) =>
  tx
    .update(profiles)
    .set({ matchedUsers: sql`array_remove(${profiles.matchedUsers}, ${who})` })
    .where(of ? eq(profiles.id, of) : sql`${who} = ANY(${profiles.matchedUsers})`);

/**
 * The profile's part: a departing member leaves everyone's match list and their photos'
 * files go after the commit; a separated pair leaves each other's; pausing is a time on the
 * profile, which the matching pool and new chat requests leave out.
 */
export const profilesLifecycle: MemberLifecycle = {
  owner: 'profiles',
  async erase(tx, member) {
    const [own] = await tx
      .select({ avatarUrl: profiles.avatarUrl, avatarBlurredUrl: profiles.avatarBlurredUrl })
      .from(profiles)
      .where(eq(profiles.id, member.id));
    const photos = await tx
      .select({ url: profilePhotos.url, blurredUrl: profilePhotos.blurredUrl })
      .from(profilePhotos)
      .where(eq(profilePhotos.userId, member.id));
    await forgetMatch(tx, member.id);
    // Every photo's two files, and the avatar's (the main photo's again, or an avatar kept from
    // before photos were listed); the deletion counts each key once.
    return { files: [...filesOf(photos), ...photoKeys([own?.avatarUrl, own?.avatarBlurredUrl])] };
  },
  async separate(tx, a, b) {
    await forgetMatch(tx, b, a);
    await forgetMatch(tx, a, b);
  },
  async pause(tx, userId, paused, now) {
    await tx
      .update(profiles)
      .set({ pausedAt: paused ? now : null, updatedAt: now })
      .where(eq(profiles.id, userId));
  },
};

/** Hides a member from matching and new requests until a moderator decides; the first hold's time stays. */
export async function holdForReview(tx: Db, userId: string, now: Date) {
  await tx
    .update(profiles)
    .set({ hiddenForReviewAt: sql`coalesce(${profiles.hiddenForReviewAt}, ${now})` })
    .where(eq(profiles.id, userId));
}

/** A moderator decided: the member is shown again (a suspension or a ban hides them on its own). */
export async function releaseReviewHold(tx: Db, userId: string) {
  await tx.update(profiles).set({ hiddenForReviewAt: null }).where(eq(profiles.id, userId));
}
