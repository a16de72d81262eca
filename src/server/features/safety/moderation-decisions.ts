import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { decisionBody } from '#shared/contracts/moderation.js';
import type { Db } from '#server/db/connect.js';
import { profiles, abuseReports } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { recordAudit } from '../audit/index.js';
import { banAccount, revokeSessions, suspendAccount } from '../auth/index.js';
import { releaseReviewHold } from '../profiles/index.js';
import { safetyErrors } from './errors.js';
import { reportOutcomeMail, warningMail } from './safety-mails.js';

export type Decision = z.output<typeof decisionBody>;

export interface ModerationDeps {
  mail: MailPort;
  /** Closes the member's realtime sockets on every instance. */
  sessionsRevoked: (userId: string) => Promise<void>;
}

const DAY_MS = 86_400_000;

const person = (db: Db, id: string) =>
  db
    .select({ email: profiles.email, fullName: profiles.fullName, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, id))
    .then(([p]) => p);

/**
 * A moderator's decision on one open report, in one transaction: dismiss, warn (the moderator's
 * words are mailed), suspend for some days or ban (sessions end and sockets close at once; both
 * hide the member from matching). The member is no longer hidden for review, the reporter is
 * mailed the outcome, and the audit log records who decided what and why.
 */
export async function decideReport(
  db: Db,
  deps: ModerationDeps,
  moderatorId: string,
  reportId: string,
  d: Decision,
  now = new Date(),
) {
  const reportedId = await db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.id, reportId))
      .for('update');
    if (!report) throw safetyErrors.fail('NOT_FOUND', 'This report does not exist.');
    if (report.decision)
      throw safetyErrors.fail('ALREADY_DECIDED', 'This report was already decided.');
    const target = await person(tx, report.reportedId);
    if (!target) throw safetyErrors.fail('NOT_FOUND', 'The reported member no longer exists.');
    if ((d.decision === 'suspend' || d.decision === 'ban') && target.role === 'admin')
      throw safetyErrors.fail(
        'NOT_MODERATABLE',
        'An admin cannot be suspended or banned from a report.',
      );
    if (d.decision === 'suspend')
      await suspendAccount(
        tx,
        report.reportedId,
        d.reason,
        new Date(now.getTime() + d.days! * DAY_MS),
      );
    if (d.decision === 'ban') await banAccount(tx, report.reportedId, d.reason);
    if (d.decision === 'suspend' || d.decision === 'ban')
      await revokeSessions(tx, report.reportedId);
    if (d.decision === 'warn') await deps.mail.enqueue(warningMail(target, d.message!), tx);
    await tx
      .update(abuseReports)
      .set({
        decision: d.decision,
        decisionReason: d.reason,
        decidedBy: moderatorId,
        decidedAt: now,
      })
      .where(and(eq(abuseReports.id, reportId), isNull(abuseReports.decision)));
    await releaseReviewHold(tx, report.reportedId);
    const reporter = report.reporterId ? await person(tx, report.reporterId) : undefined;
    if (reporter) await deps.mail.enqueue(reportOutcomeMail(reporter, d.decision), tx);
    await recordAudit(tx, {
      actorId: moderatorId,
      action: `moderation.${d.decision}`,
      targetId: report.reportedId,
      meta: { reportId, reason: d.reason, ...(d.days ? { days: d.days } : {}) },
    });
    return report.reportedId;
  });
  if (d.decision === 'suspend' || d.decision === 'ban') await deps.sessionsRevoked(reportedId);
}
