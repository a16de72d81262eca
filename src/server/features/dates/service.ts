import { randomUUID } from 'node:crypto';
import { and, asc, eq, or } from 'drizzle-orm';
import type { DateRequest } from '../../../shared/contracts/dates.js';
import {
  isRefusal,
  nextDateStatus,
  type DateAction,
  type DateRequestStatus,
  type DateType,
} from '../../../shared/domain/date-requests.js';
import type { Db } from '../../db/connect.js';
import { chatMessages, dateRequests } from '../../db/schema.js';
import { AppError } from '../../plugins/errors.js';
import { otherMemberOf } from '../chats/index.js';
import { meetingRoomUrl } from './meeting-room.js';

type Row = typeof dateRequests.$inferSelect;

const toDateRequest = (r: Row): DateRequest => ({
  id: r.id,
  sessionId: r.sessionId,
  proposerId: r.proposerId,
  dateType: r.dateType as DateType,
  options: r.options,
  timeZone: r.timeZone,
  status: r.status as DateRequestStatus,
  startsAt: r.startsAt?.toISOString() ?? null,
  meetingUrl: r.meetingUrl,
  replaces: r.replaces,
  createdAt: r.createdAt.toISOString(),
});

const REFUSALS = {
  NOT_YOURS_TO_ANSWER: 'Only the person you asked can answer this date request.',
  DATE_REQUEST_CLOSED: 'This date request has already been answered, replaced or cancelled.',
};
const REFUSAL_STATUS = { NOT_YOURS_TO_ANSWER: 403, DATE_REQUEST_CLOSED: 409 };
const inPast = () =>
  new AppError(422, 'DATE_IN_PAST', 'Please choose a date and time in the future.');
const notFound = () => new AppError(404, 'NOT_FOUND', 'This date request does not exist.');

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

/** Posts the card that shows a date request (or its confirmation) in the conversation. */
const postCard = (tx: Db, row: Row, senderId: string, kind: 'date_request' | 'date_confirmed') =>
  tx
    .insert(chatMessages)
    .values({
      id: randomUUID(),
      sessionId: row.sessionId,
      senderId,
      kind,
      content: kind === 'date_request' ? 'Date request' : 'Date confirmed',
      payload: { dateRequestId: row.id },
    })
    .returning({ id: chatMessages.id });

/** The request, locked, when this member is one of its two people; else not found. */
async function lockedFor(tx: Db, id: string, userId: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(dateRequests)
    .where(
      and(
        eq(dateRequests.id, id),
        or(eq(dateRequests.proposerId, userId), eq(dateRequests.receiverId, userId)),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

function transition(row: Row, action: DateAction, userId: string): DateRequestStatus {
  const next = nextDateStatus(
    row.status as DateRequestStatus,
    action,
    row.proposerId === userId ? 'proposer' : 'receiver',
  );
  if (isRefusal(next)) throw new AppError(REFUSAL_STATUS[next], next, REFUSALS[next]);
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
      const old = await lockedFor(tx, p.replaces, userId);
      if (old.sessionId !== sessionId) throw notFound();
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
    const [card] = await postCard(tx, row!, userId, 'date_request');
    return { dateRequest: toDateRequest(row!), otherId, cardId: card!.id };
  });
}

/**
 * Accepts (one of the options), declines or cancels a request. Answers the request as it now
 * stands, the member to tell, and the confirmation card when a date was agreed.
 */
export interface Answer {
  action: Exclude<DateAction, 'suggest'>;
  /** The accepted option. */
  option?: string;
  /** Where an agreed date's meeting room is made. */
  jitsiBaseUrl: string;
}

export async function answerDate(
  db: Db,
  id: string,
  userId: string,
  { action, option, jitsiBaseUrl }: Answer,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await lockedFor(tx, id, userId);
    const status = transition(row, action, userId);
    let startsAt: Date | null = row.startsAt;
    let meetingUrl = row.meetingUrl;
    if (action === 'accept') {
      startsAt = new Date(option!);
      if (!row.options.some((o) => Date.parse(o) === startsAt!.getTime()))
        throw new AppError(
          422,
          'NOT_AN_OPTION',
          'Please choose one of the proposed dates and times.',
        );
      if (startsAt.getTime() <= now.getTime()) throw inPast();
      meetingUrl = meetingRoomUrl(jitsiBaseUrl, row.dateType as DateType);
    }
    const [updated] = await tx
      .update(dateRequests)
      .set({ status, startsAt, meetingUrl, updatedAt: now })
      .where(eq(dateRequests.id, id))
      .returning();
    const card =
      status === 'accepted'
        ? (await postCard(tx, updated!, userId, 'date_confirmed'))[0]!.id
        : null;
    const otherId = row.proposerId === userId ? row.receiverId : row.proposerId;
    return { dateRequest: toDateRequest(updated!), otherId, cardId: card };
  });
}
