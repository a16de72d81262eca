import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { chatSessions, profiles } from '#server/db/schema.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { matchableMember } from '#server/testing/matching-members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const creditsOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.matchesCount;
/** A member asks a match to chat. */
const ask = (cookie: string, receiverId: string) =>
  t.call(chatRequestsApi.send, { body: { receiverId } }, { cookie });
let zip = 10001;

/** A woman and `men` men in one fresh zip code, all matched with each other. */
async function neighbourhood(men: number, credits = 5) {
  const here = String(zip++);
  const woman = await matchableMember(t, 'Wren', {
    credits,
    questionnaire: { gender: 'Woman', lookingFor: 'Man', zipCode: here },
  });
  const others = [];
  for (let i = 0; i < men; i++)
    others.push(
      await matchableMember(t, `Milo${i}`, {
        questionnaire: { gender: 'Man', lookingFor: 'Woman', zipCode: here },
      }),
    );
  await t.app.matcher.refreshMember(woman.id);
  return { woman, men: others };
}

describe('chat requests and match credits (docs/product-rules.md §4 and §5)', () => {
  it('spends one credit per request and says how many are left', async () => {
    const { woman, men } = await neighbourhood(1, 3);
    const res = await ask(woman.cookie, men[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ matchesRemaining: 2 });
    expect(await creditsOf(woman.id)).toBe(2);
  });

  it('ten fast clicks on one match send one request and spend one credit', async () => {
    const { woman, men } = await neighbourhood(1, 5);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ask(woman.cookie, men[0]!.id)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(
      answers
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().error.code === 'ALREADY_REQUESTED'),
    ).toBe(true);
    expect(await creditsOf(woman.id)).toBe(4);
  });

  it('one credit and requests to three matches at once: exactly one goes out, never below 0', async () => {
    const { woman, men } = await neighbourhood(3, 1);
    const answers = await Promise.all(men.map((m) => ask(woman.cookie, m.id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused.map((r) => r.json().error.code)).toEqual([
      'NO_MATCHES_REMAINING',
      'NO_MATCHES_REMAINING',
    ]);
    expect(await creditsOf(woman.id)).toBe(0);
  });

  it('only matches can be asked, and locked members (-1) cannot ask', async () => {
    const { woman, men } = await neighbourhood(1, -1);
    expect((await ask(woman.cookie, men[0]!.id)).json().error.code).toBe('NO_MATCHES_REMAINING');
    const stranger = await matchableMember(t, 'Sol', {
      questionnaire: { gender: 'Man', lookingFor: 'Woman', zipCode: '99501' },
    });
    const res = await ask(men[0]!.cookie, stranger.id);
    expect(res.statusCode).toBe(404);
    const visitor = await t.call(chatRequestsApi.send, { body: { receiverId: men[0]!.id } });
    expect(visitor.statusCode).toBe(401);
  });

  it('the receiver accepts (a chat opens) or declines (the sender may ask again); nobody else can answer', async () => {
    const { woman, men } = await neighbourhood(2, 5);
    const [m1, m2] = men as [(typeof men)[0], (typeof men)[0]];
    const first = (await ask(woman.cookie, m1.id)).json().requestId;
    const incoming = await t.call(chatRequestsApi.incoming, {}, { cookie: m1.cookie });
    expect(incoming.json().requests).toEqual([
      expect.objectContaining({
        id: first,
        sender: expect.objectContaining({ userId: woman.id, name: 'Wren' }),
      }),
    ]);
    expect(JSON.stringify(incoming.json())).not.toContain(woman.email);
    expect(
      (await t.call(chatRequestsApi.accept, { params: { id: first } }, { cookie: m2.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(chatRequestsApi.accept, { params: { id: first } }, { cookie: woman.cookie }))
        .statusCode,
    ).toBe(404);
    const accepted = await t.call(
      chatRequestsApi.accept,
      { params: { id: first } },
      { cookie: m1.cookie },
    );
    expect(accepted.json()).toMatchObject({ status: 'accepted', sessionId: expect.any(String) });
    const sessions = await t.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, accepted.json().sessionId!));
    expect([sessions[0]!.user1Id, sessions[0]!.user2Id].sort()).toEqual([woman.id, m1.id].sort());
    expect(
      (await t.call(chatRequestsApi.decline, { params: { id: first } }, { cookie: m1.cookie }))
        .statusCode,
    ).toBe(404);

    const second = (await ask(woman.cookie, m2.id)).json().requestId;
    expect(
      (
        await t.call(chatRequestsApi.decline, { params: { id: second } }, { cookie: m2.cookie })
      ).json(),
    ).toEqual({ status: 'declined', sessionId: null });
    expect((await ask(woman.cookie, m2.id)).statusCode).toBe(200);
    expect(
      (
        await t.call(
          chatRequestsApi.accept,
          { params: { id: 'not-a-uuid' } },
          { cookie: m2.cookie },
        )
      ).statusCode,
    ).toBe(400);
  });
});
