import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { datesApi, type DateRequest } from '#shared/contracts/dates.js';
import { dateRequests, mailOutbox } from '#server/db/schema.js';
import { connectedPair } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { agreedDate, inDays } from '#server/testing/date-flows.js';
import type { DateMails } from './date-mails.js';
import { queueDueReminders } from './reminder-job.js';
import { answerDate } from './service.js';

let t: TestApp;
let pair: Awaited<ReturnType<typeof connectedPair>>;
let mails: DateMails;

beforeAll(async () => {
  t = await createTestApp();
  pair = await connectedPair(t, ['Ana', 'Ben']);
  mails = { notify: t.app.notifier.notify, appUrl: t.config.appUrl, mailFrom: t.config.mailFrom };
});
afterAll(() => t.close());
// Each test looks at its own dates: earlier ones are out of the way (cancelled).
beforeEach(async () => {
  await t.database.db.update(dateRequests).set({ status: 'cancelled' });
  await t.database.db.delete(mailOutbox);
});

const minutesBefore = (date: DateRequest, minutes: number) =>
  new Date(Date.parse(date.startsAt!) - minutes * 60_000);
const reminders = () =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'date-reminder'));
const remindAt = (now: Date) => queueDueReminders(t.database.db, mails, now);

describe('date reminders', () => {
  it('mails both members once, within the hour before the date, with the link to join', async () => {
    const date = await agreedDate(t, pair, { option: inDays(2, 17) });
    expect(await remindAt(minutesBefore(date, 61))).toBe(0);
    expect(await remindAt(minutesBefore(date, 45))).toBe(1);
    expect(await remindAt(minutesBefore(date, 44))).toBe(0);

    const sent = await reminders();
    expect(sent.map((m) => m.to).sort()).toEqual([pair.a.email, pair.b.email].sort());
    const toAna = sent.find((m) => m.to === pair.a.email)!;
    expect(toAna.subject).toBe('Reminder: your video date with Ben starts soon');
    expect(toAna.text).toContain(`Join the video date: ${date.meetingUrl}`);
    const [row] = await t.database.db
      .select()
      .from(dateRequests)
      .where(eq(dateRequests.id, date.id));
    expect(row!.reminderSentAt).toEqual(minutesBefore(date, 45));
  });

  it('claims each date once when two passes (two instances) run at the same time', async () => {
    const first = await agreedDate(t, pair, { option: inDays(3, 10) });
    const second = await agreedDate(t, pair, { option: inDays(3, 10) });
    expect(second.startsAt).toBe(first.startsAt);
    const now = minutesBefore(first, 30);
    const passes = await Promise.all([remindAt(now), remindAt(now), remindAt(now)]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await reminders()).toHaveLength(4);
  });

  it('skips dates that have started, and cancelled ones', async () => {
    const started = await agreedDate(t, pair, { option: inDays(4, 9) });
    expect(await remindAt(minutesBefore(started, -1))).toBe(0);
    const cancelled = await agreedDate(t, pair, { option: inDays(4, 12) });
    await t.call(datesApi.cancel, { params: { id: cancelled.id } }, { cookie: pair.a.cookie });
    expect(await remindAt(minutesBefore(cancelled, 30))).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('sends no separate reminder for a date agreed within its last hour: the confirmation is it', async () => {
    const option = inDays(5, 20);
    const res = await t.call(
      datesApi.propose,
      {
        params: { sessionId: pair.sessionId },
        body: { dateType: 'video', options: [option], timeZone: 'UTC' },
      },
      { cookie: pair.a.cookie },
    );
    const id = res.json().dateRequest.id;
    const now = new Date(Date.parse(option) - 20 * 60_000);
    const setup = { jitsiBaseUrl: 'https://meet.jit.si', mails };
    await answerDate(t.database.db, id, pair.b.id, { action: 'accept', option }, setup, now);
    expect(await remindAt(new Date(now.getTime() + 60_000))).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});
