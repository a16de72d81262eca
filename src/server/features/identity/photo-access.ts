import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';
import type { SessionUser } from '#server/plugins/session.js';
import { asSeenBy, matchProfileColumns } from './match-view.js';
import { membersShownTo } from './shown-to.js';

/**
 * Whether `viewer` may be served the avatar file at `url` now, asked on every request for a file
 * (docs/security-rules.md, rules 27 and 28). The owner gets both of their files, an admin any
 * file (the member overview shows the photo). Anyone else gets a file only while it is the one
 * `asSeenBy` would show them of a member in their circle (shown-to.ts): the blurred copy, or the
 * clear photo once both revealed. So a blocked or unmatched former match, or a stranger holding
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
        or(eq(profiles.avatarUrl, url), eq(profiles.avatarBlurredUrl, url)),
      ),
    );
  return rows.some((row) => row.userId === viewer.id || asSeenBy(row).avatarUrl === url);
}
