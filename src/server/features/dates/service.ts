import { and, asc, eq, or } from 'drizzle-orm';
import {
  DATE_EVENT_MINUTES,
  isRefusal,
  nextDateStatus,
  type DateAction,
  type DateRequestStatus,
  type DateType,
} from '#shared/domain/date-requests.js';
import type { Db } from '#server/db/connect.js';
import { chatSessions, dateRequests } from '#server/db/schema.js';
import { conversationClosed, otherMemberOf } from '../chats/index.js';
import { queueDateMails, type DateMails } from './date-mails.js';
import { dateErrors } from './errors.js';
import { postDateCard, toDateRequest, type DateRequestRow } from './date-request-rows.js';
import { meetingRoomUrl } from './meeting-room.js';
import { reminderCoveredByConfirmation } from './reminder-job.js';

const REFUSALS = {
  NOT_YOURS_TO_ANSWER: 'Only the person you asked can answer this date request.',
  DATE_REQUEST_CLOSED: 'This date request has already been answered, replaced or cancelled.',
};
const inPast = () =>
  dateErrors.fail('DATE_IN_PAST', 'Please choose a date and time in the future.');
const noSuchRequest = () => dateErrors.fail('NOT_FOUND', 'This date request does not exist.');

/** Every date request of a conversation this member belongs to, oldest first. */
export async function listDateRequests(db: Db, sessionId: string, userId: string) {
  await otherMemberOf(db, sessionId, userId);
  const rows = await db
    .select()
    .from(dateRequests)
    .where(eq(dateRequests.sessionId, sessionId))
    .orderBy(asc(dateRequests.createdAt));
  return rows.map(toDateRequest);
}

/**
 * The request when this member is one of its two people, else not found (a stranger learns
 * nothing). `lock`: held until the transaction ends, so two answers at once cannot both win.
 */
export async function requestOf(
  db: Db,
  id: string,
  userId: string,
  lock = false,
): Promise<DateRequestRow> {
  const query = db
    .select()
    .from(dateRequests)
    .where(
      and(
        eq(dateRequests.id, id),
        or(eq(dateRequests.proposerId, userId), eq(dateRequests.receiverId, userId)),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw noSuchRequest();
  const [session] = await db
    .select({ closedAt: chatSessions.closedAt })
    .from(chatSessions)
    .where(eq(chatSessions.id, row.sessionId));
  // A block or an unmatch ended the conversation, and every date in it with it.
  if (session?.closedAt) throw conversationClosed();
  return row;
}

function transition(row: DateRequestRow, action: DateAction, userId: string): DateRequestStatus {
  const next = nextDateStatus(
    row.status as DateRequestStatus,
    action,
    row.proposerId === userId ? 'proposer' : 'receiver',
  );
  if (isRefusal(next)) throw dateErrors.fail(next, REFUSALS[next]);
  return next;
}

export interface Proposal {
  dateType: DateType;
  options: string[];
  timeZone: string;
  replaces?: string;
}

/**
 * Proposes a date in a conversation, or new times for a request the other member made (which
 * is then superseded). Every option must lie in the future. Answers the request, the member to
 * tell, and the card posted in the conversation.
 */
export async function proposeDate(
  db: Db,
  sessionId: string,
  userId: string,
  p: Proposal,
  now = new Date(),
) {
  const otherId = await otherMemberOf(db, sessionId, userId);
  const options = p.options.map((o) => new Date(o)).sort((a, b) => a.getTime() - b.getTime());
  if (options[0]!.getTime() <= now.getTime()) throw inPast();
  return db.transaction(async (tx) => {
    if (p.replaces) {
      const old = await requestOf(tx, p.replaces, userId, true);
      if (old.sessionId !== sessionId) throw noSuchRequest();
      await tx
        .update(dateRequests)
        .set({ status: transition(old, 'suggest', userId), updatedAt: now })
        .where(eq(dateRequests.id, old.id));
    }
    const [row] = await tx
      .insert(dateRequests)
      .values({
        sessionId,
        proposerId: userId,
        receiverId: otherId,
        dateType: p.dateType,
        options: options.map((o) => o.toISOString()),
        timeZone: p.timeZone,
        replaces: p.replaces ?? null,
      })
      .returning();
    const card = await postDateCard(tx, row!, userId, 'date_request');
    return { dateRequest: toDateRequest(row!), otherId, cardId: card };
  });
}

/** What agreeing to a date takes beyond the database: where its room is made, where its mails go. */
export interface DateSetup {
  /** JITSI_BASE_URL. */
  jitsiBaseUrl: string;
  mails: DateMails;
}

export interface Answer {
  action: Exclude<DateAction, 'suggest'>;
  /** The accepted option. */
  option?: string;
}

/**
 * Accepts (one of the options), declines or cancels a request. An accepted date gets its room
 * and lasts an hour; both members are mailed the invite, and its cancellation if an agreed date
 * is cancelled. Answers the request as it now stands, the member to tell, and the confirmation
 * card when a date was agreed.
 */
export async function answerDate(
  db: Db,
  id: string,
  userId: string,
  { action, option }: Answer,
  { jitsiBaseUrl, mails }: DateSetup,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await requestOf(tx, id, userId, true);
    const status = transition(row, action, userId);
    let { startsAt, endsAt, meetingUrl, reminderSentAt } = row;
    if (action === 'accept') {
      startsAt = new Date(option!);
      if (!row.options.some((o) => Date.parse(o) === startsAt!.getTime()))
        throw dateErrors.fail(
          'NOT_AN_OPTION',
          'Please choose one of the proposed dates and times.',
        );
      if (startsAt.getTime() <= now.getTime()) throw inPast();
      endsAt = new Date(startsAt.getTime() + DATE_EVENT_MINUTES * 60_000);
      meetingUrl = meetingRoomUrl(jitsiBaseUrl, row.dateType as DateType);
      reminderSentAt = reminderCoveredByConfirmation(startsAt, now);
    }
    const [updated] = await tx
      .update(dateRequests)
      .set({ status, startsAt, endsAt, meetingUrl, reminderSentAt, updatedAt: now })
      .where(eq(dateRequests.id, id))
      .returning();
    let card: string | null = null;
    if (status === 'accepted') {
      card = await postDateCard(tx, updated!, userId, 'date_confirmed');
      await queueDateMails(tx, mails, updated!, 'confirmed');
    } else if (status === 'cancelled' && row.status === 'accepted')
      await queueDateMails(tx, mails, updated!, 'cancelled', userId);
    const otherId = row.proposerId === userId ? row.receiverId : row.proposerId;
    return { dateRequest: toDateRequest(updated!), otherId, cardId: card };
  });
}
