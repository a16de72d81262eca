import { sql } from 'drizzle-orm';
import { firstNameOf } from '#shared/domain/accounts.js';
import { chatUrl, dashboardSection } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { startPeriodicJob } from '#server/platform/jobs/periodic.js';
import type { Notice, Notifier } from './notifier.js';

/** A message unread this long means the member is away: they get one mail about it. */
export const AWAY_AFTER_MINUTES = 10;
/** New matches are mailed at most once a day, as one digest. */
const MATCH_DIGEST_HOURS = 24;

type Rows<T> = { rows: T[] };

/**
 * Conversations with a message that has waited unread for AWAY_AFTER_MINUTES, whose member has
 * not been mailed about that conversation since they last read it. Claimed in the same
 * statement (the mark is written), so a second pass or another instance never mails it twice.
 */
async function awayNotices(tx: Db, now: Date): Promise<Notice[]> {
  const { rows } = (await tx.execute(sql`
    WITH waiting AS (
      SELECT DISTINCT ON (r.recipient, m.session_id) r.recipient, m.session_id, u.name AS sender
      FROM chat_messages m
      JOIN chat_sessions s ON s.id = m.session_id AND s.closed_at IS NULL
        AND s.user1_id IS NOT NULL AND s.user2_id IS NOT NULL
      JOIN "user" u ON u.id = m.sender_id
      CROSS JOIN LATERAL (SELECT CASE WHEN s.user1_id = m.sender_id
        THEN s.user2_id ELSE s.user1_id END AS recipient) r
      LEFT JOIN chat_reads cr ON cr.session_id = m.session_id AND cr.user_id = r.recipient
      LEFT JOIN notification_marks nm
        ON nm.user_id = r.recipient AND nm.topic = 'message:' || m.session_id
      WHERE m.kind = 'text'
        AND m.created_at < ${now}::timestamptz - make_interval(mins => ${AWAY_AFTER_MINUTES})
        AND m.created_at > ${now}::timestamptz - interval '1 day'
        AND (cr.last_read_at IS NULL OR m.created_at > cr.last_read_at)
        AND (nm.sent_at IS NULL OR nm.sent_at < COALESCE(cr.last_read_at, '-infinity'))
      ORDER BY r.recipient, m.session_id, m.created_at DESC
    ), marked AS (
      INSERT INTO notification_marks (user_id, topic, sent_at)
      SELECT recipient, 'message:' || session_id, ${now} FROM waiting
      ON CONFLICT (user_id, topic) DO UPDATE SET sent_at = excluded.sent_at
      RETURNING user_id
    )
    SELECT recipient, session_id, sender FROM waiting`)) as Rows<{
    recipient: string;
    session_id: string;
    sender: string;
  }>;
  return rows.map((r) => {
    const first = firstNameOf(r.sender);
    return {
      userId: r.recipient,
      type: 'newMessage',
      // The devices heard of it when it was sent (chats/routes.ts): this is the mail's turn.
      channels: ['mail'],
      subject: `${first} sent you a message`,
      lines: [`${first} wrote to you on Right One while you were away.`],
      action: 'Read the message',
      url: chatUrl(r.session_id),
    };
  });
}

/** Members with matches new since their last digest (at most one a day), claimed likewise. */
async function matchDigests(tx: Db, now: Date): Promise<Notice[]> {
  const { rows } = (await tx.execute(sql`
    WITH fresh AS (
      SELECT mu.user_id, count(*)::int AS n
      FROM matched_users mu
      LEFT JOIN notification_marks nm ON nm.user_id = mu.user_id AND nm.topic = 'new-matches'
      WHERE mu.created_at > COALESCE(nm.sent_at, ${now}::timestamptz - interval '1 day')
        AND mu.created_at < ${now}::timestamptz - make_interval(mins => ${AWAY_AFTER_MINUTES})
        AND (nm.sent_at IS NULL
          OR nm.sent_at < ${now}::timestamptz - make_interval(hours => ${MATCH_DIGEST_HOURS}))
      GROUP BY mu.user_id
    ), marked AS (
      INSERT INTO notification_marks (user_id, topic, sent_at)
      SELECT user_id, 'new-matches', ${now} FROM fresh
      ON CONFLICT (user_id, topic) DO UPDATE SET sent_at = excluded.sent_at
      RETURNING user_id
    )
    SELECT user_id, n FROM fresh`)) as Rows<{ user_id: string; n: number }>;
  return rows.map(({ user_id, n }) => ({
    userId: user_id,
    type: 'newMatch',
    subject:
      n === 1 ? 'You have a new match on Right One' : `You have ${n} new matches on Right One`,
    lines: [
      n === 1
        ? 'We found someone new who fits you on both sides.'
        : `We found ${n} new people who fit you on both sides.`,
      'See who they are, what you share, and say hello when you are ready.',
    ],
    action: 'See my matches',
    url: dashboardSection('matches'),
  }));
}

/**
 * One pass: "new message while you were away" and the new-matches digest, queued in one
 * transaction with their marks. A transaction-wide advisory lock keeps instances from running
 * a pass at the same time.
 */
export async function sendDigests(db: Db, notifier: Notifier, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('notification-digests'))`);
    const notices = [...(await awayNotices(tx, now)), ...(await matchDigests(tx, now))];
    await notifier.notifyAll(notices, tx);
  });
}

/** Every minute. Returns `stop`. */
export const startDigestJob = (
  db: Db,
  notifier: Notifier,
  log: { error(o: object, m: string): void },
) =>
  startPeriodicJob({
    name: 'notification digests',
    run: () => sendDigests(db, notifier),
    log,
    intervalMs: 60_000,
    firstRunMs: 20_000,
  });
