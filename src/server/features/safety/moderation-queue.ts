import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QueuedAbuseReport, ModerationDecision } from '#shared/contracts/moderation.js';
import type { AbuseReportReason } from '#shared/contracts/safety.js';
import type { Db } from '#server/db/connect.js';
import { profiles, abuseReports } from '#server/db/schema.js';

/** How many open reports the queue shows at once; the total says how many wait. */
const QUEUE_PAGE = 50;

const reporter = alias(profiles, 'reporter');
const reported = alias(profiles, 'reported');

/** The open reports, oldest first, each with the reported member's history. */
export async function moderationQueue(
  db: Db,
): Promise<{ reports: QueuedAbuseReport[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: abuseReports.id,
        reason: abuseReports.reason,
        note: abuseReports.note,
        messages: abuseReports.messages,
        createdAt: abuseReports.createdAt,
        reporterId: reporter.id,
        reporterName: reporter.fullName,
        reporterEmail: reporter.email,
        reportedId: reported.id,
        reportedName: reported.fullName,
        reportedEmail: reported.email,
        memberSince: reported.createdAt,
        hiddenForReviewAt: reported.hiddenForReviewAt,
        // `o`: every report about the same member (this one included).
        reportsTotal: sql<number>`(SELECT count(*)::int FROM reports o
          WHERE o.reported_id = ${abuseReports.reportedId})`,
        reportersLastWeek: sql<number>`(SELECT count(DISTINCT o.reporter_id)::int FROM reports o
          WHERE o.reported_id = ${abuseReports.reportedId} AND o.created_at > now() - interval '7 days')`,
        earlierDecisions: sql<{ decision: ModerationDecision; decidedAt: string }[]>`coalesce((
          SELECT json_agg(json_build_object('decision', o.decision, 'decidedAt', o.decided_at)
            ORDER BY o.decided_at)
          FROM reports o WHERE o.reported_id = ${abuseReports.reportedId} AND o.decision IS NOT NULL
        ), '[]'::json)`,
      })
      .from(abuseReports)
      .innerJoin(reported, eq(reported.id, abuseReports.reportedId))
      .leftJoin(reporter, eq(reporter.id, abuseReports.reporterId))
      .where(isNull(abuseReports.decision))
      .orderBy(asc(abuseReports.createdAt), asc(abuseReports.id))
      .limit(QUEUE_PAGE),
    db.select({ n: count() }).from(abuseReports).where(isNull(abuseReports.decision)),
  ]);
  return {
    total: total?.n ?? 0,
    reports: rows.map((r) => ({
      id: r.id,
      reason: r.reason as AbuseReportReason,
      note: r.note,
      messages: r.messages ?? [],
      createdAt: r.createdAt.toISOString(),
      reporter: r.reporterId
        ? { userId: r.reporterId, fullName: r.reporterName!, email: r.reporterEmail! }
        : null,
      reported: {
        userId: r.reportedId,
        fullName: r.reportedName,
        email: r.reportedEmail,
        memberSince: r.memberSince.toISOString(),
        reportsTotal: r.reportsTotal,
        reportersLastWeek: r.reportersLastWeek,
        earlierDecisions: r.earlierDecisions.map((d) => ({
          decision: d.decision,
          decidedAt: new Date(d.decidedAt).toISOString(),
        })),
        hiddenForReview: r.hiddenForReviewAt !== null,
      },
    })),
  };
}
