import { sql } from 'drizzle-orm';
import { photoVerifications, profiles } from '#server/db/schema.js';

/** A column of the profile row read (joined as `profiles`), always with its table's name. */
const profileColumn = (name: string) => sql`${profiles}.${sql.identifier(name)}`;

/**
 * Whether the member of the profile row read carries the "Verified" badge: a moderator approved a
 * selfie against the main photo they have now (features/verification). Changing the photo ends
 * it with no write anywhere. Both columns are named with their table: inside the subquery a bare
 * "avatar_url" would be the attempt's own.
 */
export const photoVerified = sql<boolean>`EXISTS (
  SELECT 1 FROM ${photoVerifications} v
  WHERE v.user_id = ${profileColumn(profiles.id.name)} AND v.status = 'approved'
    AND v.avatar_url = ${profileColumn(profiles.avatarUrl.name)})`;
