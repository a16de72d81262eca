import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsApi } from '#shared/contracts/settings.js';
import { notificationsApi } from '#shared/contracts/notifications.js';
import { mailOutbox } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { callUrl, type BodyOf } from '#server/testing/call.js';
import {
  acceptRequest,
  connectedPair,
  requestedPair,
  sendMessage,
} from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { sendDigests } from './digest-job.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; cookie: string };
const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt));
const choose = (m: Member, body: BodyOf<typeof settingsApi.notifications>) =>
  t.call(settingsApi.notifications, { body }, { cookie: m.cookie });
const settingsOf = (m: Member) => t.call(settingsApi.get, {}, { cookie: m.cookie });
/** A mail client's one-click unsubscribe: no session, no Origin. */
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: callUrl(notificationsApi.unsubscribe, { query: { token } }),
  });
const minutesLater = (n: number) => new Date(Date.now() + n * 60_000);

describe('email notification settings', () => {
  it('are all on at first, change one at a time, and refuse what is not a choice', async () => {
    const m = await signUpAndIn(t, 'choices@example.com', 'Choosy');
    const settings = await settingsOf(m);
    expect(Object.values(settings.json().notifications)).toEqual(Array(6).fill(true));
    const changed = await choose(m, { newMessage: false });
    expect(changed.json().notifications).toMatchObject({ newMessage: false, newMatch: true });
    for (const bad of [{ newMessage: 'no' }, { marketing: false }]) {
      const res = await t.call(settingsApi.notifications, { rawBody: bad }, { cookie: m.cookie });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('notification mails', () => {
  it('tell a member about a chat request and its answer, each with a one-click unsubscribe', async () => {
    const pair = await requestedPair(t, ['Ada', 'Bo']);
    const [asked] = await mailsTo(pair.b.email, 'chatRequest');
    expect(asked?.subject).toBe('Ada would like to chat with you');
    expect(asked?.text).toMatch(/Unsubscribe with one click: \S+\/unsubscribe\?token=/);
    expect(asked?.unsubscribeUrl).toMatch(/\/api\/notifications\/unsubscribe\?token=chatRequest\./);
    await acceptRequest(t, pair);
    const [accepted] = await mailsTo(pair.a.email, 'requestAccepted');
    expect(accepted?.subject).toBe('Bo accepted your chat request');

    // A mail client without one-click support opens the address: it gets the page; nothing changes yet.
    const url = new URL(asked!.unsubscribeUrl!);
    const opened = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe${url.search}`);
    const still = await settingsOf(pair.b);
    expect(still.json().notifications.chatRequest).toBe(true);

    // The mail client's one-click POST: no session, no Origin, a form body.
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: 'chatRequest' });
    const now = await settingsOf(pair.b);
    expect(now.json().notifications.chatRequest).toBe(false);
  });

  it('refuses a forged unsubscribe link', async () => {
    const m = await signUpAndIn(t, 'forged@example.com', 'Forged');
    const res = await oneClick(`productNews.${m.id}.${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect((await oneClick('nope')).statusCode).toBe(400);
  });

  it('sends nothing of a kind the member turned off', async () => {
    const first = await signUpAndIn(t, 'quiet@example.com', 'Quiet');
    await choose(first, { chatRequest: false });
    await t.app.notifier.notify({
      userId: first.id,
      type: 'chatRequest',
      subject: 'Someone would like to chat with you',
      lines: ['Hello'],
      action: 'See the request',
      url: '/user',
    });
    expect(await mailsTo('quiet@example.com', 'chatRequest')).toEqual([]);
  });

  it('mails a message left unread while the member is away, once until they read again', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Cy', 'Di']);
    await sendMessage(t, a.cookie, sessionId, 'Are you free on Friday?');
    await sendDigests(t.database.db, t.app.notifier, minutesLater(1));
    expect(await mailsTo(b.email, 'newMessage')).toEqual([]); // not away yet
    await sendDigests(t.database.db, t.app.notifier, minutesLater(11));
    await sendMessage(t, a.cookie, sessionId, 'Or Saturday?');
    await sendDigests(t.database.db, t.app.notifier, minutesLater(22));
    const mails = await mailsTo(b.email, 'newMessage');
    expect(mails.map((m) => m.subject)).toEqual(['Cy sent you a message']);
    expect(mails[0]!.text).not.toContain('Friday'); // the words stay in the app
  });

  it('sends the new-matches digest at most once a day', async () => {
    const { a, b } = await requestedPair(t, ['Eve', 'Fay']);
    await sendDigests(t.database.db, t.app.notifier, minutesLater(11));
    await sendDigests(t.database.db, t.app.notifier, minutesLater(30));
    for (const m of [a, b]) {
      const digests = await mailsTo(m.email, 'newMatch');
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toMatch(/^You have (a new match|\d+ new matches) on Right One$/);
    }
  });
});
