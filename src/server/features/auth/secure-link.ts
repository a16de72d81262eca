import { randomBytes, randomUUID } from 'node:crypto';
import { withQuery, paths } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { verification } from '#server/db/schema.js';

/** A "this was not me" link stays usable for a day: the mail may be read late. */
export const SECURE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A reset link for the mails that tell an owner their password or address is changing. It is
 * better-auth's own reset record, so the reset page, its single-use claim and the signing out of
 * every session apply as to any reset; it goes only to the account's own address, where a
 * requested reset link would go too.
 */
export async function secureAccountUrl(db: Db, appUrl: string, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + SECURE_LINK_TTL_MS),
  });
  return `${appUrl}${withQuery(paths.resetPassword, { token })}`;
}
