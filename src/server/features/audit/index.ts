// The audit log, as other features write to it (the audit feature owns `audit_log`).
export { auditLifecycle, recordAudit, type AuditEntry } from './service.js';
