import { and, count, eq, gt } from 'drizzle-orm';
import {
  MAX_MEETINGS_PER_DAY,
  MEETING_RANGE_MESSAGES,
  meetingRangeError,
  type DateType,
} from '#shared/domain/date-requests.js';
import type { Db } from '#server/db/connect.js';
import { chatSessions, dateRequests } from '#server/db/schema.js';
import { otherMemberOf } from '../chats/index.js';
import { queueDateMails } from './date-mails.js';
import { dateErrors } from './errors.js';
import { postDateCard, toDateRequest } from './date-request-rows.js';
import { meetingRoomUrl } from './meeting-room.js';
import { reminderCoveredByConfirmation } from './reminder-job.js';
import type { DateSetup } from './service.js';

export interface Meeting {
  startsAt: string;
  endsAt: string;
  dateType: DateType;
  /** The scheduler's zone, in which the times were chosen. */
  timeZone: string;
}

const DAY_MS = 24 * 3_600_000;

/**
 * A meeting from the scheduler: a date both members are booked for at once (no answer asked),
 * with its own start and end, a room, the confirmation card and both members' invites. At most
 * MAX_MEETINGS_PER_DAY per conversation in any 24 hours. Answers like accepting a date does.
 */
export async function scheduleMeeting(
  db: Db,
  sessionId: string,
  userId: string,
  m: Meeting,
  { jitsiBaseUrl, mails }: DateSetup,
  now = new Date(),
) {
  const otherId = await otherMemberOf(db, sessionId, userId);
  const [startsAt, endsAt] = [new Date(m.startsAt), new Date(m.endsAt)];
  const problem = meetingRangeError(startsAt, endsAt, now);
  if (problem) throw dateErrors.fail(problem, MEETING_RANGE_MESSAGES[problem]);
  return db.transaction(async (tx) => {
    // Two schedulings at once count each other: the conversation's row is held until commit
    // (NO KEY UPDATE, so messages, which only reference the row, are still written meanwhile).
    await tx
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(eq(chatSessions.id, sessionId))
      .for('no key update');
    const [made] = await tx
      .select({ n: count() })
      .from(dateRequests)
      .where(
        and(
          eq(dateRequests.sessionId, sessionId),
          eq(dateRequests.scheduledDirectly, true),
          gt(dateRequests.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if (made!.n >= MAX_MEETINGS_PER_DAY)
      throw dateErrors.fail(
        'TOO_MANY_MEETINGS',
        `This conversation already has ${MAX_MEETINGS_PER_DAY} meetings scheduled in the last 24 hours. Please try again tomorrow.`,
      );
    const [row] = await tx
      .insert(dateRequests)
      .values({
        sessionId,
        proposerId: userId,
        receiverId: otherId,
        dateType: m.dateType,
        options: [startsAt.toISOString()],
        timeZone: m.timeZone,
        status: 'accepted',
        scheduledDirectly: true,
        startsAt,
        endsAt,
        meetingUrl: meetingRoomUrl(jitsiBaseUrl, m.dateType),
        reminderSentAt: reminderCoveredByConfirmation(startsAt, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const card = await postDateCard(tx, row!, userId, 'date_confirmed');
    await queueDateMails(tx, mails, row!, 'confirmed');
    return { dateRequest: toDateRequest(row!), otherId, cardId: card };
  });
}
