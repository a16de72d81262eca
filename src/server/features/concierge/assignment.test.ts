import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '#shared/contracts/admin.js';
import { conciergeApi } from '#shared/contracts/concierge.js';
import { conciergeWorkspaceApi } from '#shared/contracts/concierge-workspace.js';
import { conciergeAssignments } from '#server/db/schema.js';
import { lastMail, mailsTo, signUpAndIn } from '#server/testing/accounts.js';
import { buyPlan } from '#server/testing/checkout.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndIn(t, 'desk@example.com', 'Dana Desk', 'admin');
});
afterAll(() => t.close());

let n = 0;
const member = async (name: string) => {
  const email = `${name.toLowerCase()}-${++n}@example.com`;
  return { email, ...(await signUpAndIn(t, email, `${name} Member`)) };
};
const conciergeOf = async (memberId: string) =>
  (
    await t.database.db
      .select()
      .from(conciergeAssignments)
      .where(eq(conciergeAssignments.memberId, memberId))
  )[0]?.conciergeId;
const waiting = async () =>
  (await t.call(conciergeWorkspaceApi.waiting, {}, { cookie: admin.cookie })).json();

describe('assigning a concierge', () => {
  it('keeps a buyer waiting while there is no concierge, and says so in their pane', async () => {
    const early = await member('Early');
    await buyPlan(t, early.cookie, 'basic');
    expect(await conciergeOf(early.id)).toBeUndefined();
    expect((await waiting()).waiting.map((m) => m.id)).toContain(early.id);
    const pane = await t.call(conciergeApi.mine, {}, { cookie: early.cookie });
    expect(pane.json()).toMatchObject({ included: true, concierge: null, messages: [] });
  });

  it('shares waiting members out when an admin makes someone a concierge, and mails them', async () => {
    const { waiting: before } = await waiting();
    const staff = await member('Clara');
    const made = await t.call(
      adminApi.setRole,
      { params: { id: staff.id }, body: { role: 'concierge' } },
      { cookie: admin.cookie },
    );
    expect(made.statusCode, made.body).toBe(200);
    for (const m of before) expect(await conciergeOf(m.id)).toBe(staff.id);
    expect((await waiting()).waiting).toEqual([]);
    expect((await lastMail(t, before[0]!.email))?.subject).toBe('Meet your concierge');
  });

  it('gives a new buyer the least-loaded concierge', async () => {
    const second = await signUpAndIn(t, 'second-concierge@example.com', 'Sam Second', 'concierge');
    const buyer = await member('Buyer');
    await buyPlan(t, buyer.cookie, 'premium');
    expect(await conciergeOf(buyer.id)).toBe(second.id);
    const { concierges } = await waiting();
    expect(concierges.map((c) => c.members)).toEqual([1, 1]);
    const pane = await t.call(conciergeApi.mine, {}, { cookie: buyer.cookie });
    expect(pane.json().concierge).toEqual({ firstName: 'Sam' });
  });

  it('lets an admin move a member, and refuses a non-concierge or a member without a plan', async () => {
    const buyer = await member('Mover');
    await buyPlan(t, buyer.cookie, 'popular');
    const plain = await member('Plain');
    const assign = (memberId: string, conciergeId: string) =>
      t.call(
        conciergeWorkspaceApi.assign,
        { body: { memberId, conciergeId } },
        { cookie: admin.cookie },
      );
    expect((await assign(buyer.id, plain.id)).statusCode).toBe(404);
    const [first] = (await waiting()).concierges;
    expect((await assign(plain.id, first!.id)).statusCode).toBe(404);
    expect((await assign(buyer.id, first!.id)).statusCode).toBe(200);
    expect(await conciergeOf(buyer.id)).toBe(first!.id);
  });

  it('never makes a concierge their own concierge, though they once bought a plan', async () => {
    const staff = await member('Petra');
    await buyPlan(t, staff.cookie, 'basic');
    // As if she bought it while nobody was on staff: she would be waiting.
    await t.database.db
      .delete(conciergeAssignments)
      .where(eq(conciergeAssignments.memberId, staff.id));
    const made = await t.call(
      adminApi.setRole,
      { params: { id: staff.id }, body: { role: 'concierge' } },
      { cookie: admin.cookie },
    );
    expect(made.statusCode, made.body).toBe(200);
    expect(await conciergeOf(staff.id)).toBeUndefined();
    expect((await waiting()).waiting.map((m) => m.id)).not.toContain(staff.id);
  });

  it('hands a departing concierge’s members on, or lets them wait when nobody is left', async () => {
    const buyer = await member('Left');
    await buyPlan(t, buyer.cookie, 'basic');
    await t.call(conciergeApi.share, { body: { sharing: true } }, { cookie: buyer.cookie });
    const first = await conciergeOf(buyer.id);
    const introductions = async () =>
      (await mailsTo(t, buyer.email)).filter((m) => m.subject === 'Meet your concierge').length;
    const before = await introductions();

    const demoted = await t.call(
      adminApi.setRole,
      { params: { id: first! }, body: { role: 'user' } },
      { cookie: admin.cookie },
    );
    expect(demoted.statusCode, demoted.body).toBe(200);
    const second = await conciergeOf(buyer.id);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await introductions()).toBe(before + 1);
    // She agreed to share with the one who left, not with whoever came next.
    const pane = await t.call(conciergeApi.mine, {}, { cookie: buyer.cookie });
    expect(pane.json().sharing).toBe(false);

    // A concierge whose account is deleted hands their members on too.
    const removed = await t.call(
      adminApi.remove,
      { params: { id: second! } },
      { cookie: admin.cookie },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const third = await conciergeOf(buyer.id);
    expect(third).toBeDefined();
    expect([first, second]).not.toContain(third);
    expect(await introductions()).toBe(before + 2);

    for (const { id } of (await waiting()).concierges) {
      const banned = await t.call(
        adminApi.ban,
        { params: { id }, body: { reason: null } },
        { cookie: admin.cookie },
      );
      expect(banned.statusCode, banned.body).toBe(200);
    }
    expect(await conciergeOf(buyer.id)).toBeUndefined();
    expect((await waiting()).waiting.map((m) => m.id)).toContain(buyer.id);
  });

  it('is for admins only', async () => {
    const someone = await member('Someone');
    const res = await t.call(conciergeWorkspaceApi.waiting, {}, { cookie: someone.cookie });
    expect(res.statusCode).toBe(403);
  });
});
