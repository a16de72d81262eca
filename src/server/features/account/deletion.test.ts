import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#shared/contracts/account.js';
import { billingApi } from '#shared/contracts/billing-api.js';
import { chatsApi } from '#shared/contracts/chats.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { chatRequests, orders, profiles, user } from '#server/db/schema.js';
import { lastMail, PASSWORD } from '#server/testing/accounts.js';
import { checkerboardPng, storedPhotoOf, uploadAvatar } from '#server/testing/avatars.js';
import { connectedPair, requestedPair, sendMessage } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A URL the server handed out (a photo), fetched by a browser. */
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const profileStatus = async (cookie: string) =>
  (await t.call(profilesApi.me, {}, { cookie })).statusCode;
const deleteAccount = (cookie: string, password: string) =>
  t.call(accountApi.deleteAccount, { body: { password } }, { cookie });
const credits = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.matchesCount;

describe('delete my account', () => {
  it('asks for the password and changes nothing when it is wrong', async () => {
    const { a } = await connectedPair(t, ['Ada', 'Bo']);
    const res = await deleteAccount(a.cookie, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'That password is not right.',
    });
    expect(await profileStatus(a.cookie)).toBe(200);
  });

  it('deletes the member for good; their messages stay for the other as "Deleted member"', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Cy', 'Di']);
    await sendMessage(t, a.cookie, sessionId, 'Lovely talking to you');
    await sendMessage(t, b.cookie, sessionId, 'You too!');
    expect((await uploadAvatar(t, a.cookie, await checkerboardPng(256))).statusCode).toBe(200);
    const photo = await storedPhotoOf(t, a.id);
    const photoUrl = photo.avatarBlurredUrl!;
    await t.database.db.insert(orders).values({
      userId: a.id,
      kind: 'blueprint',
      productId: 'blueprint',
      amountCents: 4700,
      status: 'paid',
      provider: 'sandbox',
      cardBrand: 'visa',
      cardLast4: '4242',
    });

    const res = await deleteAccount(a.cookie, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);

    // Gone: the account, the session, the photo.
    expect(await t.database.db.select().from(user).where(eq(user.id, a.id))).toEqual([]);
    expect(await profileStatus(a.cookie)).toBe(401);
    expect((await get(photoUrl, b.cookie)).statusCode).toBe(404);
    // The payment record is kept, with no owner and no card.
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.amountCents, 4700));
    expect(kept).toMatchObject({ userId: null, cardBrand: null, cardLast4: null, status: 'paid' });
    // A confirmation to the old address.
    expect((await lastMail(t, a.email))?.subject).toBe('Your Right One account has been deleted');

    // The other member: no match any more, the conversation readable and closed to writing.
    expect((await t.call(matchingApi.matches, {}, { cookie: b.cookie })).body).not.toContain(a.id);
    const chats = (await t.call(chatsApi.conversations, {}, { cookie: b.cookie })).json();
    const left = chats.conversations.find((c) => c.sessionId === sessionId);
    expect(left).toMatchObject({ memberLeft: true, with: { name: 'Deleted member', userId: '' } });
    expect(JSON.stringify(chats)).not.toContain(a.id);
    const thread = (
      await t.call(chatsApi.messages, { params: { sessionId } }, { cookie: b.cookie })
    ).json();
    expect(thread.messages.map((m) => m.senderId)).toEqual([null, b.id]);
    const reply = await sendMessage(t, b.cookie, sessionId, 'Hello?');
    expect(reply.json().error.code).toBe('CONVERSATION_CLOSED');
  });

  it('returns the credit of a request that was waiting for the deleted member', async () => {
    const { a, b } = await requestedPair(t, ['Eve', 'Fay']);
    const before = await credits(a.id);
    expect((await deleteAccount(b.cookie, PASSWORD)).statusCode).toBe(200);
    expect(await credits(a.id)).toBe(before + 1);
    // No route lists sent requests, so the table says it: the request went with the account.
    const sent = await t.database.db
      .select()
      .from(chatRequests)
      .where(eq(chatRequests.senderId, a.id));
    expect(sent).toEqual([]);
  });
});

describe('deleting with a Blueprint checkout still open (built-in test payments)', () => {
  it('stops the payment: the open card form can no longer pay, and nothing is granted', async () => {
    const { a } = await connectedPair(t, ['Fay', 'Gus']);
    const [me] = await t.database.db.select().from(user).where(eq(user.id, a.id));
    const intent = await t.call(billingApi.blueprintIntent, {
      body: { email: me!.email, userId: a.id, promoCode: null },
    });
    const { paymentIntentId, clientSecret } = intent.json();
    expect((await deleteAccount(a.cookie, PASSWORD)).statusCode).toBe(200);

    const paid = await t.call(billingApi.sandboxConfirm, {
      body: {
        paymentIntentId,
        clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('PAYMENT_STATE');
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.providerPaymentId, paymentIntentId));
    expect(order).toMatchObject({ userId: null, status: 'canceled', fulfilledAt: null });
  });
});
