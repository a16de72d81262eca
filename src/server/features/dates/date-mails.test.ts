import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { datesApi } from '#shared/contracts/dates.js';
import { mailOutbox, profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { connectedPair, setPlan } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { agreedDate, inDays } from '#server/testing/date-flows.js';
import { readInvite } from '#server/testing/ical.js';
import { whenIn } from './date-mails.js';

let t: TestApp;
let pair: Awaited<ReturnType<typeof connectedPair>>;
let stranger: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  pair = await connectedPair(t, ['Ana', 'Ben']);
  // A full name on file: the invite and the mails may carry only its first word.
  await t.database.db
    .update(profiles)
    .set({ fullName: 'Ben Hiddensurname' })
    .where(eq(profiles.id, pair.b.id));
  await t.database.db
    .update(profiles)
    .set({ timeZone: 'Europe/Paris' })
    .where(eq(profiles.id, pair.a.id));
  stranger = await signUpAndIn(t, 'stranger-invites@example.com', 'Cy Stranger');
  await setPlan(t, stranger.id, 'Premium');
});
afterAll(() => t.close());
beforeEach(() => t.database.db.delete(mailOutbox));

const mailsOfKind = async (kind: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).sort((x, y) =>
    x.to.localeCompare(y.to),
  );
const calendarFile = (cookie: string, id: string) =>
  t.call(datesApi.calendar, { params: { id } }, { cookie });
const cancel = (cookie: string, id: string) =>
  t.call(datesApi.cancel, { params: { id } }, { cookie });

describe('date mails', () => {
  it('writes a time in words in the given zone', () => {
    const at = new Date('2026-12-04T17:00:00Z');
    expect(whenIn(at, 'Europe/Paris')).toBe('Friday, December 4, 2026 at 6:00 PM (Europe/Paris)');
    expect(whenIn(at, 'America/New_York')).toBe(
      'Friday, December 4, 2026 at 12:00 PM (America/New_York)',
    );
  });

  it('an accepted date mails both members, each in their own zone, with the invite attached', async () => {
    const start = inDays(3, 17);
    const date = await agreedDate(t, pair, { option: start, timeZone: 'America/New_York' });
    expect(date.endsAt).toBe(new Date(Date.parse(start) + 3_600_000).toISOString());
    expect(date.scheduledDirectly).toBe(false);

    const mails = await mailsOfKind('date-confirmed');
    expect(mails.map((m) => m.to)).toEqual([pair.a.email, pair.b.email].sort());
    const toAna = mails.find((m) => m.to === pair.a.email)!;
    const toBen = mails.find((m) => m.to === pair.b.email)!;
    // Ana's own zone; Ben has none on file, so the proposer's zone of the request.
    expect(toAna.text).toContain(whenIn(new Date(start), 'Europe/Paris'));
    expect(toBen.text).toContain(whenIn(new Date(start), 'America/New_York'));
    expect(toAna.subject).toBe('Your video date with Ben is confirmed');
    expect(toAna.text).toContain(date.meetingUrl);
    expect(toAna.text).toContain(`${t.config.appUrl}/user?section=chat&c=${pair.sessionId}`);

    for (const [mail, other, own] of [
      [toAna, 'Ben', pair.a.email],
      [toBen, 'Ana', pair.b.email],
    ] as const) {
      const [file] = mail.attachments!;
      expect(file).toMatchObject({ filename: 'right-one-date.ics', method: 'REQUEST' });
      expect(readInvite(file!.content)).toMatchObject({
        method: 'REQUEST',
        uid: `${date.id}@rightone`,
        start: date.startsAt,
        end: date.endsAt,
        summary: `Video date with ${other}`,
        url: date.meetingUrl,
        attendees: [`mailto:${own}`],
      });
      expect(JSON.stringify(mail)).not.toContain('Hiddensurname');
    }
  });

  it('cancelling an agreed date mails both members a cancellation of the same event', async () => {
    const date = await agreedDate(t, pair);
    const res = await cancel(pair.a.cookie, date.id);
    expect(res.statusCode).toBe(200);
    const mails = await mailsOfKind('date-cancelled');
    expect(mails.map((m) => m.to)).toEqual([pair.a.email, pair.b.email].sort());
    const toBen = mails.find((m) => m.to === pair.b.email)!;
    expect(toBen.text).toContain('Ana cancelled your video date');
    for (const mail of mails)
      expect(readInvite(mail.attachments![0]!.content)).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        uid: `${date.id}@rightone`,
        sequence: 1,
      });
  });

  it('sends nothing when a request that was never agreed is declined or withdrawn', async () => {
    for (const action of ['decline', 'cancel'] as const) {
      const res = await t.call(
        datesApi.propose,
        {
          params: { sessionId: pair.sessionId },
          body: { dateType: 'phone', options: [inDays(4)], timeZone: 'UTC' },
        },
        { cookie: pair.a.cookie },
      );
      const params = { id: res.json().dateRequest.id };
      const cookie = action === 'decline' ? pair.b.cookie : pair.a.cookie;
      expect((await t.call(datesApi[action], { params }, { cookie })).statusCode).toBe(200);
    }
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('GET /api/date-requests/:id/calendar.ics', () => {
  it('gives either member the agreed date’s invite as a calendar file', async () => {
    const date = await agreedDate(t, pair, { dateType: 'phone' });
    for (const [cookie, other] of [
      [pair.a.cookie, 'Ben'],
      [pair.b.cookie, 'Ana'],
    ] as const) {
      const res = await calendarFile(cookie, date.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="right-one-date.ics"');
      expect(readInvite(res.body)).toMatchObject({
        uid: `${date.id}@rightone`,
        summary: `Phone date with ${other}`,
        start: date.startsAt,
        url: date.meetingUrl,
      });
    }
  });

  it('is not found for a stranger, and refused for a date not (or no longer) agreed', async () => {
    const date = await agreedDate(t, pair);
    const res = await calendarFile(stranger.cookie, date.id);
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    await cancel(pair.b.cookie, date.id);
    const cancelled = await calendarFile(pair.a.cookie, date.id);
    expect([cancelled.statusCode, cancelled.json().error.code]).toEqual([409, 'DATE_NOT_AGREED']);
  });
});
