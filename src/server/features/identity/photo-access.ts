import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { profilePhotos, profiles } from '#server/db/schema.js';
import type { SessionUser } from '#server/plugins/session.js';
import { asSeenBy, matchProfileColumns } from './match-view.js';
import { membersShownTo } from './shown-to.js';

/**
 * Whether `viewer` may be served the photo file at `url` now, asked on every request for a file
 * (docs/security-rules.md, rules 27 and 28). The owner gets all of their files, an admin any
 * file (the member overview shows the photo). Anyone else gets a file only while `asSeenBy`
 * would show it to them, of a member in their circle (shown-to.ts): a blurred copy of one of
 * their photos, or the clear photo once both revealed. So a blocked or unmatched former match, or a stranger holding
 * a URL, gets nothing, whatever they kept.
 */
export async function mayFetchPhoto(db: Db, viewer: SessionUser, url: string): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  // Read from the viewer and their circle (a handful of ids, by primary key), never by scanning
  // every profile for the URL: avatar URLs have no index.
  const candidates = sql`SELECT ${viewer.id}::text UNION ALL ${membersShownTo(viewer.id)}`;
  const rows = await db
    .select(matchProfileColumns(viewer.id))
    .from(profiles)
    .where(
      and(
        sql`${profiles.id} IN (${candidates})`,
        or(
          eq(profiles.avatarUrl, url),
          eq(profiles.avatarBlurredUrl, url),
          sql`EXISTS (SELECT 1 FROM ${profilePhotos} p
            WHERE p.user_id = ${profiles}.${sql.identifier(profiles.id.name)}
              AND (p.url = ${url} OR p.blurred_url = ${url}))`,
        ),
      ),
    );
  return rows.some((row) => {
    if (row.userId === viewer.id) return true;
    const seen = asSeenBy(row);
    return seen.avatarUrl === url || seen.photos.includes(url);
  });
}
