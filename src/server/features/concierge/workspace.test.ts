import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { conciergeApi } from '#shared/contracts/concierge.js';
import { conciergeWorkspaceApi as ws } from '#shared/contracts/concierge-workspace.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { conciergeMessages, dateRequests, profiles, questionnaire } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { connectedPair } from '#server/testing/chat-pairs.js';
import { buyPlan } from '#server/testing/checkout.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { agreedDate } from '#server/testing/date-flows.js';
import { matchableMember } from '#server/testing/matching-members.js';

type Member = { id: string; cookie: string };
let t: TestApp;
let concierge: Member;
let other: Member;
let ada: Member;
let bo: Member;
let pair: Awaited<ReturnType<typeof connectedPair>>;
beforeAll(async () => {
  t = await createTestApp();
  concierge = await signUpAndIn(t, 'clara@example.com', 'Clara Care', 'concierge');
  pair = await connectedPair(t, ['Ada', 'Bo']);
  ({ a: ada, b: bo } = pair);
  await buyPlan(t, ada.cookie, 'popular');
  other = await signUpAndIn(t, 'otto@example.com', 'Otto Other', 'concierge');
});
afterAll(() => t.close());

const file = (as = concierge) =>
  t.call(ws.member, { params: { id: ada.id } }, { cookie: as.cookie });
const share = (sharing: boolean) =>
  t.call(conciergeApi.share, { body: { sharing } }, { cookie: ada.cookie });

describe('the conversation with a concierge', () => {
  it('goes both ways, stored in order', async () => {
    const sent = await t.call(
      conciergeApi.send,
      { body: { body: 'Hello! I would love help meeting someone.' } },
      { cookie: ada.cookie },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const reply = await t.call(
      ws.write,
      { params: { id: ada.id }, body: { body: 'Lovely to meet you, Ada.' } },
      { cookie: concierge.cookie },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const pane = (await t.call(conciergeApi.mine, {}, { cookie: ada.cookie })).json();
    expect(pane.concierge).toEqual({ firstName: 'Clara' });
    expect(pane.messages.map((m) => m.author)).toEqual(['member', 'concierge']);
    const list = (await t.call(ws.members, {}, { cookie: concierge.cookie })).json();
    expect(list.members).toMatchObject([{ id: ada.id, firstName: 'Ada', plan: 'popular' }]);
  });

  it('is refused to a member without a plan', async () => {
    const res = await t.call(
      conciergeApi.send,
      { body: { body: 'Hi there' } },
      { cookie: bo.cookie },
    );
    expect(res.statusCode).toBe(402);
  });

  it('is a 404 to another concierge, reading or writing, and nothing is stored', async () => {
    expect((await file(other)).statusCode).toBe(404);
    const before = await t.database.db.select().from(conciergeMessages);
    const wrote = await t.call(
      ws.write,
      { params: { id: ada.id }, body: { body: 'Not mine to write' } },
      { cookie: other.cookie },
    );
    expect(wrote.statusCode).toBe(404);
    expect(await t.database.db.select().from(conciergeMessages)).toHaveLength(before.length);
    const asMember = await t.call(ws.members, {}, { cookie: ada.cookie });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('what the member shares', () => {
  it('is nothing but the conversation until they consent, and stops when they withdraw', async () => {
    expect((await file()).json().shared).toBeNull();
    expect((await share(true)).json()).toEqual({ sharing: true });
    const shared = (await file()).json().shared!;
    expect(shared.questionnaire?.gender).toBe('Woman');
    expect(shared.matches.map((m) => m.userId)).toContain(bo.id);
    expect(JSON.stringify(shared)).not.toContain('@example.com');
    await share(false);
    expect((await file()).json().shared).toBeNull();
  });
});

describe('an introduction', () => {
  it('needs consent, appears on the Matches page with its note, and costs no credit', async () => {
    const [{ zipCode }] = (await t.database.db
      .select({ zipCode: questionnaire.zipCode })
      .from(questionnaire)
      .where(eq(questionnaire.userId, ada.id))) as [{ zipCode: string }];
    const third = await matchableMember(t, 'Cai', {
      questionnaire: { gender: 'Man', lookingFor: 'Woman', zipCode },
    });
    await t.database.db.update(profiles).set({ matchesCount: 1 }).where(eq(profiles.id, ada.id));
    await t.app.matcher.refreshMember(ada.id);
    const introduce = (introducedId: string) =>
      t.call(
        ws.introduce,
        { params: { id: ada.id }, body: { introducedId, note: 'You both love long walks.' } },
        { cookie: concierge.cookie },
      );
    expect((await introduce(third.id)).statusCode).toBe(409);
    await share(true);
    expect((await introduce(concierge.id)).statusCode).toBe(404);
    expect((await introduce(third.id)).statusCode).toBe(200);
    expect((await introduce(third.id)).json().error.code).toBe('ALREADY_INTRODUCED');
    const matches = (await t.call(matchingApi.matches, {}, { cookie: ada.cookie })).json();
    const card = matches.matches.find((m) => m.userId === third.id)!;
    expect(card.introduction).toEqual({ note: 'You both love long walks.' });
    const asked = await t.call(
      chatRequestsApi.send,
      { body: { receiverId: third.id } },
      { cookie: ada.cookie },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().matchesRemaining).toBe(1);
  });
});

describe('following up a date', () => {
  it('lists the member’s past dates and marks the one followed up', async () => {
    const date = await agreedDate(t, pair);
    await t.database.db
      .update(dateRequests)
      .set({ startsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(dateRequests.id, date.id));
    const [past] = (await file()).json().pastDates;
    expect(past).toMatchObject({ id: date.id, withFirstName: 'Bo', followedUp: false });
    const followUp = await t.call(
      ws.write,
      { params: { id: ada.id }, body: { body: 'How did it go with Bo?', followUpOf: date.id } },
      { cookie: concierge.cookie },
    );
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect((await file()).json().pastDates[0]?.followedUp).toBe(true);

    // Without consent the concierge sees no dates, and cannot follow one up.
    await share(false);
    expect((await file()).json().pastDates).toEqual([]);
    const hidden = await t.call(
      ws.write,
      { params: { id: ada.id }, body: { body: 'And Bo?', followUpOf: date.id } },
      { cookie: concierge.cookie },
    );
    expect(hidden.statusCode).toBe(404);
  });
});

describe('moving a member to another concierge', () => {
  it('asks the member again before the new concierge reads their file', async () => {
    await share(true);
    const admin = await signUpAndIn(t, 'ann@example.com', 'Ann Admin', 'admin');
    const moved = await t.call(
      ws.assign,
      { body: { memberId: ada.id, conciergeId: other.id } },
      { cookie: admin.cookie },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = (await file(other)).json();
    expect(seen.member.sharing).toBe(false);
    expect(seen.shared).toBeNull();
    expect((await file()).statusCode).toBe(404);
  });
});
