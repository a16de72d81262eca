import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#shared/contracts/account.js';
import { supportApi, type SupportMessageInput } from '#shared/contracts/support.js';
import { auditLog, supportMessages } from '#server/db/schema.js';
import { mailsTo as mailsOf, PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndIn(t, 'helpdesk@example.com', 'Hana Helpdesk', 'admin');
});
afterAll(() => t.close());

const send = (body: SupportMessageInput, cookie?: string) =>
  t.call(supportApi.send, { body }, { cookie });
const inbox = (cookie = admin.cookie) => t.call(supportApi.inbox, {}, { cookie });
const mailsTo = (email: string) => mailsOf(t, email);
const messageFrom = async (email: string) =>
  (await inbox()).json().messages.find((m) => m.email === email)!;

describe('the Help page form', () => {
  it('takes a signed-out message with a name and address, and acknowledges it by mail', async () => {
    const res = await send({
      topic: 'refund',
      message: 'I bought the Blueprint last week and would like my money back, please.',
      name: 'Vera Visitor',
      email: ' Vera@Example.com ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await messageFrom('vera@example.com');
    expect(stored).toMatchObject({
      topic: 'refund',
      name: 'Vera Visitor',
      fromMember: false,
      status: 'open',
      reply: null,
    });
    const [ack] = await mailsTo('vera@example.com');
    expect(ack).toMatchObject({ kind: 'support-received', subject: 'We received your message' });
    // An address anyone can type gets neither the typed name nor the typed words back.
    expect(ack!.text).not.toContain('Vera');
    expect(ack!.text).not.toContain('money back');
    expect(ack!.text).toContain(`${t.config.appUrl}/help`);
  });

  it('takes the name and address of a signed-in member from their account', async () => {
    const m = await signUpAndIn(t, 'sam@example.com', 'Sam Member');
    const res = await send(
      { topic: 'account', message: 'How do I change my email address?', email: 'x@example.com' },
      m.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await messageFrom('sam@example.com')).toMatchObject({
      name: 'Sam Member',
      fromMember: true,
    });
    expect((await mailsTo('x@example.com')).length).toBe(0);
    expect((await mailsTo('sam@example.com'))[0]!.text).toContain('Hi Sam,');
  });

  it('refuses bad input with 400 in the usual error shape', async () => {
    const noContact = await send({ topic: 'other', message: 'Hello there, a question.' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Please enter your name and email, so we can write back.',
      },
    });
    const short = await send({ topic: 'other', message: 'hi', name: 'A', email: 'a@example.com' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION_ERROR');
    const badTopic = await t.call(supportApi.send, {
      rawBody: {
        topic: 'lottery',
        message: 'Hello there, a question.',
        name: 'A',
        email: 'a@b.co',
      },
    });
    expect(badTopic.statusCode).toBe(400);
    const badEmail = await send({
      topic: 'other',
      message: 'Hello there, a question.',
      name: 'A',
      email: 'not-an-address',
    });
    expect(badEmail.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('the support inbox', () => {
  it('is for admins only', async () => {
    const m = await signUpAndIn(t, 'curious@example.com', 'Cu Rious');
    expect((await inbox(m.cookie)).statusCode).toBe(403);
    expect((await t.call(supportApi.inbox)).statusCode).toBe(401);
    const id = (await messageFrom('vera@example.com')).id;
    const reply = await t.call(
      supportApi.reply,
      { params: { id }, body: { reply: 'Sneaky' } },
      { cookie: m.cookie },
    );
    expect(reply.statusCode).toBe(403);
  });

  it('lists open messages first, replies by mail with the message quoted, and marks it done', async () => {
    const { id } = await messageFrom('vera@example.com');
    const res = await t.call(
      supportApi.reply,
      { params: { id }, body: { reply: 'Your refund is on its way.\nIt takes 5-10 days.' } },
      { cookie: admin.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo('vera@example.com');
    expect(mail).toMatchObject({ kind: 'support-reply', subject: 'Re: your message to Right One' });
    expect(mail!.text).toContain('Your refund is on its way.');
    expect(mail!.text).toContain('> I bought the Blueprint last week');
    expect(await messageFrom('vera@example.com')).toMatchObject({
      status: 'done',
      reply: 'Your refund is on its way.\nIt takes 5-10 days.',
      handledBy: 'Hana Helpdesk',
    });
    // Done ones sink below the open ones.
    const list = (await inbox()).json();
    expect(list.messages.map((m) => m.status)).toEqual(['open', 'done']);
    expect(list).toMatchObject({ total: 2, open: 1 });
    const again = await t.call(
      supportApi.reply,
      { params: { id }, body: { reply: 'Twice' } },
      { cookie: admin.cookie },
    );
    expect(again.statusCode).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.reply'));
    expect(audit).toMatchObject({ actorId: admin.id, meta: { messageId: id, topic: 'refund' } });
  });

  it('marks a message done without a reply', async () => {
    const { id } = await messageFrom('sam@example.com');
    const before = (await mailsTo('sam@example.com')).length;
    const res = await t.call(supportApi.done, { params: { id } }, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await messageFrom('sam@example.com')).toMatchObject({ status: 'done', reply: null });
    expect((await mailsTo('sam@example.com')).length).toBe(before);
    expect((await inbox()).json().open).toBe(0);
  });

  it('answers 404 for a message that does not exist', async () => {
    const params = { id: '00000000-0000-4000-8000-000000000000' };
    const reply = await t.call(
      supportApi.reply,
      { params, body: { reply: 'Hello' } },
      { cookie: admin.cookie },
    );
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.code).toBe('NOT_FOUND');
    const done = await t.call(supportApi.done, { params }, { cookie: admin.cookie });
    expect(done.statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it("removes the member's messages, signed in or sent signed out from their address", async () => {
    const m = await signUpAndIn(t, 'leaving@example.com', 'Lee Leaving');
    await send({ topic: 'billing', message: 'A question about my plan.' }, m.cookie);
    await send({
      topic: 'other',
      message: 'Sent before I signed in.',
      name: 'Lee',
      email: 'Leaving@example.com',
    });
    await send({ topic: 'other', message: 'Someone else entirely.', name: 'O', email: 'o@x.co' });
    const rowsOf = (email: string) =>
      t.database.db.select().from(supportMessages).where(eq(supportMessages.email, email));
    expect(await rowsOf('leaving@example.com')).toHaveLength(2);

    const res = await t.call(
      accountApi.deleteAccount,
      { body: { password: PASSWORD } },
      { cookie: m.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf('leaving@example.com')).toEqual([]);
    expect(await rowsOf('o@x.co')).toHaveLength(1);
    // The goodbye mail names the Help page instead of inviting a reply nobody reads.
    const [goodbye] = await mailsTo('leaving@example.com');
    expect(goodbye!.text).toContain(`${t.config.appUrl}/help`);
    expect(goodbye!.text).not.toContain('reply to this mail');
  });
});

describe('rate limits', () => {
  it('refuses a sender past five messages a day, whichever address they write from', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const body = {
        topic: 'other',
        message: 'Hello there, a question.',
        name: 'Rae',
        email: 'rae@example.com',
      } as const;
      const from = (i: number) => ({ remoteAddress: `10.0.0.${i}` });
      for (let i = 1; i <= 5; i++)
        expect((await limited.call(supportApi.send, { body }, from(i))).statusCode).toBe(200);
      const sixth = await limited.call(supportApi.send, { body }, from(6));
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.code).toBe('RATE_LIMITED');
      // And one address may send at most five an hour, whoever they say they are.
      for (let i = 1; i <= 5; i++) {
        const other = { ...body, email: `other${i}@example.com` };
        expect((await limited.call(supportApi.send, { body: other }, from(99))).statusCode).toBe(
          200,
        );
      }
      const more = { ...body, email: 'other6@example.com' };
      expect((await limited.call(supportApi.send, { body: more }, from(99))).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
