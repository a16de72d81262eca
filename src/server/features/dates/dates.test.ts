import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesApi, type DateRequest } from '#shared/contracts/dates.js';
import { chatMessages, dateRequests } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import type { BodyOf } from '#server/testing/call.js';
import { connectedPair, memberSocket, setPlan } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { inDays } from '#server/testing/date-flows.js';

let t: TestApp;
let pair: Awaited<ReturnType<typeof connectedPair>>;
let stranger: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  pair = await connectedPair(t, ['Ana', 'Ben']);
  stranger = await signUpAndIn(t, 'stranger-dates@example.com', 'Cy Stranger');
  await setPlan(t, stranger.id, 'Premium');
});
afterAll(() => t.close());

type Proposal = BodyOf<typeof datesApi.propose>;
const propose = (cookie: string, body: Proposal) =>
  t.call(datesApi.propose, { params: { sessionId: pair.sessionId }, body }, { cookie });
const accept = (cookie: string, id: string, option: string | undefined) =>
  t.call(datesApi.accept, { params: { id }, body: { option: option! } }, { cookie });
const close = (cookie: string, id: string, action: 'decline' | 'cancel') =>
  t.call(datesApi[action], { params: { id } }, { cookie });
const valid = (): Proposal => ({
  dateType: 'video',
  options: [inDays(2), inDays(3, 20)],
  timeZone: 'Europe/Berlin',
});
async function proposed(cookie = pair.a.cookie, body = valid()): Promise<DateRequest> {
  const res = await propose(cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dateRequest;
}
const statusOf = async (id: string) =>
  (await t.database.db.select().from(dateRequests).where(eq(dateRequests.id, id)))[0]?.status;

describe('proposing a date', () => {
  it('stores the options earliest first, posts a card in the thread and tells both members live', async () => {
    const ben = await memberSocket(t, pair.b.cookie);
    const res = await propose(pair.a.cookie, { ...valid(), options: [inDays(3, 20), inDays(2)] });
    const request = res.json().dateRequest;
    expect(request).toMatchObject({
      status: 'pending',
      dateType: 'video',
      proposerId: pair.a.id,
      timeZone: 'Europe/Berlin',
    });
    expect(request.options).toEqual([inDays(2), inDays(3, 20)]);
    const cards = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, pair.sessionId));
    expect(
      cards.some(
        (m) =>
          m.kind === 'date_request' &&
          (m.payload as { dateRequestId: string }).dateRequestId === request.id,
      ),
    ).toBe(true);
    const events = [await ben.nextEvent(), await ben.nextEvent()];
    expect(events.map((e) => e.type).sort()).toEqual([
      'chat_message.created',
      'date_request.changed',
    ]);
    ben.ws.terminate();
  });

  it.each([
    ['a date in the past', { options: [inDays(-1)] }, 422, 'DATE_IN_PAST'],
    ['no option', { options: [] }, 400, 'VALIDATION_ERROR'],
    ['the same option twice', { options: [inDays(2), inDays(2)] }, 400, 'VALIDATION_ERROR'],
    ['an unknown date type', { dateType: 'dinner' }, 400, 'VALIDATION_ERROR'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 400, 'VALIDATION_ERROR'],
  ])('refuses %s, storing nothing', async (_label, change, status, code) => {
    const before = (await t.database.db.select().from(dateRequests)).length;
    const res = await t.call(
      datesApi.propose,
      { params: { sessionId: pair.sessionId }, rawBody: { ...valid(), ...change } },
      { cookie: pair.a.cookie },
    );
    expect([res.statusCode, res.json().error.code]).toEqual([status, code]);
    expect((await t.database.db.select().from(dateRequests)).length).toBe(before);
  });

  it('is only for the two members of the conversation, and only with Premium', async () => {
    const strangers = await propose(stranger.cookie, valid());
    expect(strangers.statusCode).toBe(404);
    const list = await t.call(
      datesApi.list,
      { params: { sessionId: pair.sessionId } },
      { cookie: stranger.cookie },
    );
    expect(list.statusCode).toBe(404);
    const free = await signUpAndIn(t, 'free-dates@example.com', 'Fay Free');
    expect((await propose(free.cookie, valid())).statusCode).toBe(402);
  });
});

describe('answering a date request', () => {
  it('the receiver accepts one of the options: accepted, with a confirmation card', async () => {
    const request = await proposed();
    const res = await accept(pair.b.cookie, request.id, request.options[1]);
    expect(res.json().dateRequest).toMatchObject({
      status: 'accepted',
      startsAt: request.options[1],
    });
    const cards = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.kind, 'date_confirmed'));
    expect(
      cards.some((c) => (c.payload as { dateRequestId: string }).dateRequestId === request.id),
    ).toBe(true);
  });

  it('an agreed date gets its own unguessable meeting room; a phone date opens it audio-only', async () => {
    const room = /^https:\/\/meet\.jit\.si\/RightOne-[\w-]{22}$/;
    const video = await proposed();
    const phone = await proposed(pair.a.cookie, { ...valid(), dateType: 'phone' });
    expect(video.meetingUrl).toBeNull();
    const [v, p] = await Promise.all([
      accept(pair.b.cookie, video.id, video.options[0]),
      accept(pair.b.cookie, phone.id, phone.options[0]),
    ]);
    const videoUrl = v.json().dateRequest.meetingUrl!;
    const phoneUrl = p.json().dateRequest.meetingUrl!;
    expect(videoUrl).toMatch(room);
    expect(phoneUrl.replace('#config.startAudioOnly=true', '')).toMatch(room);
    expect(phoneUrl).toMatch(/#config\.startAudioOnly=true$/);
    expect(videoUrl).not.toBe(phoneUrl.split('#')[0]);
  });

  it('refuses an option that was not proposed (422) and changes nothing', async () => {
    const request = await proposed();
    const res = await accept(pair.b.cookie, request.id, inDays(5));
    expect([res.statusCode, res.json().error.code]).toEqual([422, 'NOT_AN_OPTION']);
    expect(await statusOf(request.id)).toBe('pending');
  });

  it('the proposer cannot answer their own request (403)', async () => {
    const request = await proposed();
    for (const res of [
      await accept(pair.a.cookie, request.id, request.options[0]),
      await close(pair.a.cookie, request.id, 'decline'),
    ])
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'NOT_YOURS_TO_ANSWER']);
    expect(await statusOf(request.id)).toBe('pending');
  });

  it('a stranger learns nothing of it (404)', async () => {
    const request = await proposed();
    for (const res of [
      await accept(stranger.cookie, request.id, request.options[0]),
      await close(stranger.cookie, request.id, 'decline'),
      await close(stranger.cookie, request.id, 'cancel'),
    ])
      expect(res.statusCode).toBe(404);
  });

  it('suggesting new times supersedes the request; a superseded request is closed (409)', async () => {
    const first = await proposed();
    const counter = await proposed(pair.b.cookie, {
      ...valid(),
      options: [inDays(4, 12)],
      replaces: first.id,
    });
    expect(counter).toMatchObject({ replaces: first.id, proposerId: pair.b.id, status: 'pending' });
    expect(await statusOf(first.id)).toBe('superseded');
    const late = await accept(pair.b.cookie, first.id, first.options[0]);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'DATE_REQUEST_CLOSED']);
    const again = await propose(pair.b.cookie, { ...valid(), replaces: first.id });
    expect(again.statusCode).toBe(409);
    const accepted = await accept(pair.a.cookie, counter.id, counter.options[0]);
    expect(accepted.json().dateRequest.status).toBe('accepted');
  });

  it('the proposer cannot answer their own request with new times (403)', async () => {
    const request = await proposed();
    const res = await propose(pair.a.cookie, { ...valid(), replaces: request.id });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'NOT_YOURS_TO_ANSWER']);
  });

  it('declining closes it; either member may cancel an agreed date, and then it stays cancelled', async () => {
    const declined = await proposed();
    expect((await close(pair.b.cookie, declined.id, 'decline')).json().dateRequest.status).toBe(
      'declined',
    );
    expect((await close(pair.a.cookie, declined.id, 'cancel')).statusCode).toBe(409);

    const agreed = await proposed();
    await accept(pair.b.cookie, agreed.id, agreed.options[0]);
    const cancelled = await close(pair.a.cookie, agreed.id, 'cancel');
    expect(cancelled.json().dateRequest.status).toBe('cancelled');
    expect((await close(pair.b.cookie, agreed.id, 'cancel')).statusCode).toBe(409);
  });

  it('lists every request of the conversation for both members, oldest first', async () => {
    const list = async (cookie: string) =>
      (await t.call(datesApi.list, { params: { sessionId: pair.sessionId } }, { cookie })).json()
        .dateRequests;
    const [ana, ben] = [await list(pair.a.cookie), await list(pair.b.cookie)];
    expect(ana).toEqual(ben);
    expect(ana.length).toBeGreaterThan(5);
    expect(ana.map((r) => r.createdAt)).toEqual([...ana.map((r) => r.createdAt)].sort());
  });
});
