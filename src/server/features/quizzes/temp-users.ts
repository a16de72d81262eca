import { eq } from 'drizzle-orm';
import type { TempUser } from '#shared/contracts/quizzes.js';
import type { Db } from '#server/db/connect.js';
import { tempUser } from '#server/db/schema.js';
import { isUuid } from '#server/db/uuid.js';
import { quizErrors } from './errors.js';
import { keyOpens } from './quiz-key.js';

/**
 * A temporary user by id, for the browser holding its key. A malformed or unknown id and a
 * missing or wrong key are the same 404: nothing to learn from it.
 */
export async function findTempUser(db: Db, id: string, key: string | undefined) {
  const row = isUuid(id)
    ? (await db.select().from(tempUser).where(eq(tempUser.id, id)))[0]
    : undefined;
  if (!row || !keyOpens(key, row.accessKeyHash))
    throw quizErrors.fail('NOT_FOUND', 'This quiz link is not valid.');
  return row;
}

/** check-temp-user: what /bluz needs to greet the visitor and decide where to send them. */
export async function describeTempUser(
  db: Db,
  id: string,
  key: string | undefined,
): Promise<TempUser> {
  const row = await findTempUser(db, id, key);
  return {
    exists: true,
    claimed: row.claimedBy !== null,
    user: { email: row.email, fullName: row.fullName },
  };
}
