import { and, isNull } from 'drizzle-orm';
import { profiles } from '#server/db/schema.js';

/**
 * A profile others may be matched with and sent new requests: not paused by the member, and not
 * hidden while reports about them wait for a moderator. Read with `profiles` in the query.
 */
export const openToNewContact = () =>
  and(isNull(profiles.pausedAt), isNull(profiles.hiddenForReviewAt));
