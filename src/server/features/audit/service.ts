import type { Db } from '../../db/connect.js';
import { auditLog } from '../../db/schema.js';

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
