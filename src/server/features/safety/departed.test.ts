import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#shared/contracts/account.js';
import { safetyApi } from '#shared/contracts/safety.js';
import { departedBlocks, memberBlocks, user } from '#server/db/schema.js';
import { PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { connectedPair } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { departedEmailDigest } from './departed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; cookie: string };
const emailOf = async (m: Member) =>
  (await t.database.db.select().from(user).where(eq(user.id, m.id)))[0]!.email;
const block = (blocker: Member, blocked: Member) =>
  t.call(safetyApi.block, { body: { userId: blocked.id } }, { cookie: blocker.cookie });
const deleteAccount = (m: Member) =>
  t.call(accountApi.deleteAccount, { body: { password: PASSWORD } }, { cookie: m.cookie });
const blocksOn = (id: string) =>
  t.database.db.select().from(memberBlocks).where(eq(memberBlocks.blockedId, id));

it('knows an address however it is spelt, and only with the server secret', () => {
  const digest = departedEmailDigest('secret-one', 'bo@example.com');
  expect(departedEmailDigest('secret-one', ' Bo@Example.COM ')).toBe(digest);
  expect(departedEmailDigest('secret-two', 'bo@example.com')).not.toBe(digest);
  expect(digest).not.toContain('example');
});

describe('a blocked member who deletes their account and signs up again', () => {
  it('is blocked again by whoever blocked them; the address itself is never kept', async () => {
    const { a, b } = await connectedPair(t, ['Ada', 'Bo']);
    const email = await emailOf(b);
    expect((await block(a, b)).statusCode).toBe(200);
    expect((await deleteAccount(b)).statusCode).toBe(200);

    const kept = await t.database.db.select().from(departedBlocks);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.blockerId).toBe(a.id);
    expect(JSON.stringify(kept)).not.toContain(email.split('@')[0]);

    // Back with the same address: the block holds, and the blocker's settings list the new
    // account, so they can still lift it.
    const again = await signUpAndIn(t, email, 'Bo Again');
    expect((await blocksOn(again.id)).map((r) => r.blockerId)).toEqual([a.id]);
    expect(await t.database.db.select().from(departedBlocks)).toEqual([]);
    const listed = await t.call(safetyApi.blocked, {}, { cookie: a.cookie });
    expect(listed.body).toContain(again.id);
  });

  it('does not follow anyone else, and goes when the blocker deletes their own account', async () => {
    const { a, b } = await connectedPair(t, ['Cy', 'Di']);
    expect((await block(a, b)).statusCode).toBe(200);
    expect((await deleteAccount(b)).statusCode).toBe(200);

    const stranger = await signUpAndIn(t, 'someone-else@example.com', 'Eve');
    expect(await blocksOn(stranger.id)).toEqual([]);
    expect(await t.database.db.select().from(departedBlocks)).toHaveLength(1);

    expect((await deleteAccount(a)).statusCode).toBe(200);
    expect(await t.database.db.select().from(departedBlocks)).toEqual([]);
  });
});
