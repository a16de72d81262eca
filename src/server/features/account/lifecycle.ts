import { and, eq, isNotNull } from 'drizzle-orm';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { dataExports } from '#server/db/schema.js';

/** The account's own part of deleting it: prepared exports' files go after the commit. */
export const accountLifecycle: MemberLifecycle = {
  owner: 'account',
  async erase(tx, member) {
    const exports = await tx
      .select({ key: dataExports.fileKey })
      .from(dataExports)
      .where(and(eq(dataExports.userId, member.id), isNotNull(dataExports.fileKey)));
    return { files: exports.flatMap((e) => (e.key ? [e.key] : [])) };
  },
};
