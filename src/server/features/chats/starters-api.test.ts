import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatsApi } from '#shared/contracts/chats.js';
import { profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { connectedPair, setPlan } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let pair: Awaited<ReturnType<typeof connectedPair>>;
let stranger: { id: string; cookie: string };
/** Written on Bo's profile where no match may see it: no opener may ever carry it. */
const PRIVATE = 'Zanzibar kitesurfing';

beforeAll(async () => {
  t = await createTestApp();
  pair = await connectedPair(t);
  stranger = await signUpAndIn(t, 'stranger-starters@example.com', 'Cy Stranger');
  await setPlan(t, stranger.id, 'Premium');
  const set = (id: string, fields: Partial<typeof profiles.$inferInsert>) =>
    t.database.db.update(profiles).set(fields).where(eq(profiles.id, id));
  await set(pair.a.id, { location: 'Austin', occupation: 'Nurse' });
  await set(pair.b.id, {
    location: 'Austin',
    occupation: 'Glassblower',
    aboutMe: PRIVATE,
    interestsHobbies: PRIVATE,
    education: PRIVATE,
  });
});
afterAll(() => t.close());

const starters = (cookie: string, refresh?: number, sessionId = pair.sessionId) =>
  t.call(chatsApi.starters, { params: { sessionId }, query: { refresh } }, { cookie });
const page = async (cookie: string, refresh?: number) =>
  (await starters(cookie, refresh)).json().starters;

describe('conversation starters', () => {
  it('offers each member of the conversation three questions, the same three when asked again', async () => {
    const first = await page(pair.a.cookie);
    expect(first).toHaveLength(3);
    first.forEach((line) => expect(line).toMatch(/\?$/));
    expect(await page(pair.a.cookie, 0)).toEqual(first);
    expect(await page(pair.b.cookie)).toHaveLength(3);
  });

  it('answers 404 to a member outside the conversation, as every chat route does', async () => {
    const res = await starters(stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('gives three others on refresh', async () => {
    const first = await page(pair.a.cookie, 0);
    const next = await page(pair.a.cookie, 1);
    expect(next).toHaveLength(3);
    expect(next.filter((line) => first.includes(line))).toEqual([]);
  });

  it('draws on the match card’s reasons and the fields both filled in', async () => {
    const all = (await Promise.all([0, 1, 2, 3].map((r) => page(pair.a.cookie, r)))).flat();
    expect(all.some((line) => /^(We both|We see|We seem|Apparently)/.test(line))).toBe(true);
    expect(all.some((line) => line.includes('We are both in Austin'))).toBe(true);
    expect(all.some((line) => line.includes('“Glassblower”'))).toBe(true);
  });

  it('never carries what the other member keeps from their matches', async () => {
    const all = (
      await Promise.all([...Array(12).keys()].map((r) => page(pair.a.cookie, r)))
    ).flat();
    expect(all.length).toBe(36);
    expect(all.join('\n')).not.toContain(PRIVATE);
  });
});
