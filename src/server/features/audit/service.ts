import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { auditLog } from '#server/db/schema.js';

export interface AuditEntry {
  actorId?: string | null;
  action: string;
  targetId?: string | null;
  /** Facts about the event. Never a password, token or card data (docs/security-rules.md, rule 20). */
  meta?: Record<string, string | number | boolean | null>;
  ip?: string | null;
}

export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    action: entry.action,
    targetId: entry.targetId ?? null,
    meta: entry.meta ?? null,
    ip: entry.ip ?? null,
  });
}

/** The audit's part of deleting an account: its entries stay, without the member's IP address. */
export const auditLifecycle: MemberLifecycle = {
  owner: 'audit',
  async erase(tx, member) {
    await tx.update(auditLog).set({ ip: null }).where(eq(auditLog.actorId, member.id));
  },
};
