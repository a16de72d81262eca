import { and, count, countDistinct, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { abuseReportBody } from '#shared/contracts/safety.js';
import { ABUSE_REPORTS_PER_HOUR } from '#shared/contracts/safety.js';
import type { z } from 'zod';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { between } from '#server/db/pair-condition.js';
import { chatMessages, chatSessions, profiles, abuseReports } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { recordAudit } from '../audit/index.js';
import { holdForReview } from '../profiles/index.js';
import { blockInTransaction } from './blocks.js';
import { safetyErrors } from './errors.js';
import { reportReceivedMail } from './safety-mails.js';
import { assertRelated } from './separation.js';

export type Report = z.output<typeof abuseReportBody>;

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** Different members reporting one member within a week hide them until a moderator decides. */
const HIDE_AT_REPORTERS = 3;

const tooMany = () =>
  safetyErrors.fail(
    'TOO_MANY_REPORTS',
    `You can send at most ${ABUSE_REPORTS_PER_HOUR} reports an hour. Please try again later.`,
  );

/** The cited messages, as the reported member wrote them in a conversation with the reporter. */
async function citedMessages(db: Db, reporterId: string, reportedId: string, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: chatMessages.id,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(
      and(
        inArray(chatMessages.id, ids),
        eq(chatMessages.senderId, reportedId),
        between(reporterId, reportedId, chatSessions.user1Id, chatSessions.user2Id),
      ),
    )
    .orderBy(chatMessages.createdAt);
  return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}

/**
 * A member reports someone they were matched or talked with: the report joins the moderation
 * queue with the cited messages copied in, the reporter blocks them in the same transaction, and
 * an acknowledgement is mailed. Three different reporters within a week hide the reported member
 * from matching until a moderator decides.
 */
export async function fileAbuseReport(
  db: Db,
  { mail, lifecycle }: { mail: MailPort; lifecycle: readonly MemberLifecycle[] },
  reporterId: string,
  input: Report,
  now = new Date(),
) {
  await assertRelated(db, reporterId, input.userId);
  const [recent] = await db
    .select({ n: count() })
    .from(abuseReports)
    .where(
      and(
        eq(abuseReports.reporterId, reporterId),
        gt(abuseReports.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= ABUSE_REPORTS_PER_HOUR) throw tooMany();
  const messages = await citedMessages(db, reporterId, input.userId, input.messageIds);
  const [reporter] = await db
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, reporterId));
  await db.transaction(async (tx) => {
    await tx.insert(abuseReports).values({
      reporterId,
      reportedId: input.userId,
      reason: input.reason,
      note: input.note,
      messages,
    });
    await blockInTransaction(tx, lifecycle, reporterId, input.userId);
    await hideWhenReportedByMany(tx, input.userId, now);
    await recordAudit(tx, {
      actorId: reporterId,
      action: 'safety.report',
      targetId: input.userId,
      meta: { reason: input.reason },
    });
    if (reporter) await mail.enqueue(reportReceivedMail(reporter), tx);
  });
}

async function hideWhenReportedByMany(tx: Db, reportedId: string, now: Date) {
  const [reporters] = await tx
    .select({ n: countDistinct(abuseReports.reporterId) })
    .from(abuseReports)
    .where(
      and(
        eq(abuseReports.reportedId, reportedId),
        isNull(abuseReports.decision),
        gt(abuseReports.createdAt, new Date(now.getTime() - WEEK_MS)),
      ),
    );
  if ((reporters?.n ?? 0) < HIDE_AT_REPORTERS) return;
  await holdForReview(tx, reportedId, now);
}
