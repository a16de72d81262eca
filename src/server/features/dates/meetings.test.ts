import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesApi } from '#shared/contracts/dates.js';
import { MAX_MEETINGS_PER_DAY } from '#shared/domain/date-requests.js';
import { chatMessages, dateRequests, mailOutbox } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import type { BodyOf } from '#server/testing/call.js';
import { connectedPair, memberSocket, setPlan } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { inDays } from '#server/testing/date-flows.js';
import { readInvite } from '#server/testing/ical.js';
import { scheduleMeeting } from './meetings.js';

let t: TestApp;
let pair: Awaited<ReturnType<typeof connectedPair>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  pair = await connectedPair(t, ['Ada', 'Bo']);
});
afterAll(() => t.close());

const hoursFrom = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
type Meeting = BodyOf<typeof datesApi.scheduleMeeting>;
const meeting = (over: Partial<Meeting> = {}): Meeting => ({
  startsAt: inDays(5, 15),
  endsAt: hoursFrom(inDays(5, 15), 1.5),
  timeZone: 'Europe/Berlin',
  ...over,
});
const schedule = (cookie: string, body: Meeting, sessionId = pair.sessionId) =>
  t.call(datesApi.scheduleMeeting, { params: { sessionId }, body }, { cookie });
/** Rows of every table a meeting writes to, to show a refusal changed nothing. */
const counts = () =>
  Promise.all([dateRequests, chatMessages, mailOutbox].map((table) => t.database.db.$count(table)));

describe('POST /api/chats/:sessionId/meetings', () => {
  it('books both members at once: an agreed date with its own end, a card, live news and invites', async () => {
    const bo = await memberSocket(t, pair.b.cookie);
    const body = meeting({ dateType: 'phone' });
    const res = await schedule(pair.a.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    const date = res.json().dateRequest;
    expect(date).toMatchObject({
      status: 'accepted',
      scheduledDirectly: true,
      dateType: 'phone',
      proposerId: pair.a.id,
      options: [body.startsAt],
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      timeZone: 'Europe/Berlin',
    });
    expect(date.meetingUrl).toMatch(/#config\.startAudioOnly=true$/);
    const events = [await bo.nextEvent(), await bo.nextEvent()];
    expect(events.map((e) => e.type).sort()).toEqual([
      'chat_message.created',
      'date_request.changed',
    ]);
    bo.ws.terminate();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'date-confirmed'));
    expect(mails.map((m) => m.to).sort()).toEqual([pair.a.email, pair.b.email].sort());
    expect(readInvite(mails[0]!.attachments![0]!.content)).toMatchObject({
      method: 'REQUEST',
      uid: `${date.id}@rightone`,
      start: body.startsAt,
      end: body.endsAt,
    });
  });

  it('defaults to a video meeting', async () => {
    const res = await schedule(
      pair.b.cookie,
      meeting({ startsAt: inDays(6, 9), endsAt: inDays(6, 10) }),
    );
    expect(res.json().dateRequest).toMatchObject({ dateType: 'video', proposerId: pair.b.id });
  });

  it.each([
    ['starts in the past', { startsAt: inDays(-1), endsAt: inDays(1) }, 422, 'DATE_IN_PAST'],
    ['ends before it starts', { endsAt: inDays(5, 14) }, 422, 'INVALID_TIME_RANGE'],
    ['ends as it starts', { endsAt: inDays(5, 15) }, 422, 'INVALID_TIME_RANGE'],
    ['lasts over 4 hours', { endsAt: hoursFrom(inDays(5, 15), 4.5) }, 422, 'MEETING_TOO_LONG'],
    ['has no end', { endsAt: undefined }, 400, 'VALIDATION_ERROR'],
    ['names an unknown time zone', { timeZone: 'Mars/Olympus' }, 400, 'VALIDATION_ERROR'],
  ])('refuses a meeting that %s, changing nothing', async (_label, change, status, code) => {
    const before = await counts();
    const res = await schedule(pair.a.cookie, meeting(change));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(await counts()).toEqual(before);
  });

  it('is for the two members only: a stranger finds no conversation', async () => {
    const stranger = await signUpAndIn(t, 'meeting-stranger@example.com', 'Cy Stranger');
    await setPlan(t, stranger.id, 'Premium');
    const before = await counts();
    const res = await schedule(stranger.cookie, meeting());
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    expect(await counts()).toEqual(before);
  });

  it(`allows ${MAX_MEETINGS_PER_DAY} a day per conversation, even asked all at once`, async () => {
    const other = await connectedPair(t, ['Cleo', 'Dan']);
    const tries = await Promise.all(
      [1, 2, 3, 4, 5].map((hour) =>
        schedule(
          other.a.cookie,
          meeting({ startsAt: inDays(3, hour), endsAt: inDays(3, hour + 1) }),
          other.sessionId,
        ),
      ),
    );
    const statuses = tries.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = tries.find((r) => r.statusCode === 429)!.json();
    expect(refused.error.code).toBe('TOO_MANY_MEETINGS');
    expect(refused.error.message).toMatch(/3 meetings/);
    const rows = await t.database.db
      .select()
      .from(dateRequests)
      .where(eq(dateRequests.sessionId, other.sessionId));
    expect(rows).toHaveLength(MAX_MEETINGS_PER_DAY);
  });
});

describe('the meeting limit', () => {
  it('counts the last 24 hours only', async () => {
    const other = await connectedPair(t, ['Eve', 'Finn']);
    const setup = {
      jitsiBaseUrl: 'https://meet.example',
      mails: { notify: t.app.notifier.notify, appUrl: '', mailFrom: 'x@y.z' },
    };
    const day1 = new Date('2030-03-01T08:00:00Z');
    const at = (now: Date, hour: number) =>
      scheduleMeeting(
        t.database.db,
        other.sessionId,
        other.b.id,
        {
          startsAt: new Date(now.getTime() + hour * 3_600_000).toISOString(),
          endsAt: new Date(now.getTime() + (hour + 1) * 3_600_000).toISOString(),
          dateType: 'video',
          timeZone: 'UTC',
        },
        setup,
        now,
      );
    for (const hour of [2, 3, 4]) await at(day1, hour);
    const nearlyADay = new Date(day1.getTime() + 23 * 3_600_000);
    await expect(at(nearlyADay, 2)).rejects.toMatchObject({ code: 'TOO_MANY_MEETINGS' });
    const aDayLater = new Date(day1.getTime() + 24 * 3_600_000 + 60_000);
    await expect(at(aDayLater, 2)).resolves.toMatchObject({ dateRequest: { status: 'accepted' } });
  });
});
