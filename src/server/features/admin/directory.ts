import { and, count, desc, eq, like, ne, type SQL } from 'drizzle-orm';
import type { DirectoryUser } from '#shared/contracts/admin.js';
import type { Db } from '#server/db/connect.js';
import { profiles, user } from '#server/db/schema.js';
import { photoVerified } from '../identity/index.js';

/** A search text taken literally: LIKE's wildcards and escape character lose their meaning. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The accounts a directory search selects: never the admin's own. */
export function directoryFilter(adminId: string, q: string): SQL {
  const filters: SQL[] = [ne(profiles.id, adminId)];
  if (q) filters.push(like(profiles.searchText, `%${literal(q.toLowerCase())}%`));
  return and(...filters)!;
}

export interface DirectoryPage {
  q: string;
  page: number;
  pageSize: number;
}

/**
 * One page of the user directory for an admin: every account but their own, newest first. The
 * search matches any part of the full name or email, case-insensitively, on the lower-cased
 * search column and its trigram index (migration 0016).
 */
export async function userDirectory(
  db: Db,
  adminId: string,
  { q, page, pageSize }: DirectoryPage,
): Promise<{ users: DirectoryUser[]; total: number }> {
  const where = directoryFilter(adminId, q);
  // A deep page skips tens of thousands of rows. They are skipped on the (created_at, id) index
  // alone, and only the page's own rows are read and checked for a verified photo: selecting the
  // columns in the skipping query made PostgreSQL build every skipped row (page 2,000 of 100,000
  // members took 150 ms; bench/admin-directory.ts).
  const pageIds = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page_ids');
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        role: profiles.role,
        verified: photoVerified,
        twoFactor: user.twoFactorEnabled,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .innerJoin(pageIds, eq(profiles.id, pageIds.id))
      .innerJoin(user, eq(user.id, profiles.id))
      .orderBy(desc(profiles.createdAt), desc(profiles.id)),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return {
    users: rows.map((r) => ({
      ...r,
      role: r.role as DirectoryUser['role'],
      createdAt: r.createdAt.toISOString(),
    })),
    total: totals?.n ?? 0,
  };
}
