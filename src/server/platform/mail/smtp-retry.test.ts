import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { createMailPort } from './index.js';
import { claimDueMails } from './outbox-queue.js';
import { MAX_ATTEMPTS, describeSendError, retryDelayMs } from './retry.js';
import { createSmtpTransport, sendDueMails } from './sender.js';
import { startTestSmtpServer, type TestSmtpServer } from '#server/testing/smtp-server.js';

let t: TestApp;
let smtp: TestSmtpServer;
/** The test's clock starts just after the mail was queued (the row's next_attempt_at is the DB's now). */
let start: Date;
const later = (ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.refuseRecipients = smtp.refuseData = undefined;
  await createMailPort(t.database.db, 'smtp').enqueue({
    to: 'ada@example.test',
    subject: 'Your matches',
    text: 'Three new matches.',
    kind: 'test',
  });
  start = new Date(Date.now() + 1_000);
});

/** One pass of the worker at a chosen time: the test moves the clock instead of sleeping. */
async function sendAt(now: Date) {
  const transport = createSmtpTransport(smtp.url);
  try {
    const ctx = {
      db: t.database.db,
      transport,
      smtpUrl: smtp.url,
      from: 'hello@rightone.test',
      logger: t.app.log,
      batchSize: 10,
      leaseMs: 60_000,
    };
    return await sendDueMails({ ...ctx, now: () => now });
  } finally {
    transport.close();
  }
}
const row = async () => (await t.database.db.select().from(mailOutbox))[0]!;

describe('an SMTP outage loses nothing', () => {
  it('keeps a mail the relay refuses with 4xx at RCPT pending, then delivers it once the relay accepts', async () => {
    smtp.refuseRecipients = { code: 451, message: 'Try again later' };
    expect(await sendAt(start)).toBe(1);
    let r = await row();
    expect(r).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
    expect(r.lastError).toContain('451');
    expect(r.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));
    expect(await sendAt(later(5_000))).toBe(0); // not due yet

    smtp.refuseRecipients = undefined;
    expect(await sendAt(later(retryDelayMs(1) + 1))).toBe(1);
    r = await row();
    expect(r).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.messageId).toBe(`<${r.id}@rightone>`);
  });

  it('keeps a mail refused with 5xx after DATA pending, and delivers it later', async () => {
    smtp.refuseData = { code: 554, message: 'Transaction failed' };
    await sendAt(start);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row()).lastError).toContain('554');
    smtp.refuseData = undefined;
    await sendAt(later(retryDelayMs(1) + 1));
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a mail pending while the SMTP server is down, and delivers it when it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    await sendAt(start);
    await sendAt(later(retryDelayMs(1) + 1));
    const r = await row();
    expect(r).toMatchObject({ status: 'pending', attempts: 2 });
    expect(r.lastError).toMatch(/ECONNREFUSED/);
    expect(r.nextAttemptAt.getTime()).toBe(later(retryDelayMs(1) + 1).getTime() + retryDelayMs(2));

    smtp = await startTestSmtpServer(port);
    await sendAt(later(retryDelayMs(1) + retryDelayMs(2) + 2));
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a mail failed after the last allowed attempt', async () => {
    await t.database.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    smtp.refuseRecipients = { code: 550, message: 'No such mailbox' };
    await sendAt(start);
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await sendAt(later(10 * 3_600_000))).toBe(0);
  });

  it('retries a mail whose worker died between claim and send once its lease expires', async () => {
    const claimed = await claimDueMails(t.database.db, { now: start, limit: 10, leaseMs: 60_000 });
    expect(claimed).toHaveLength(1);
    // The worker "crashes" here: nothing marks the row. Another worker must not take it yet...
    expect(await sendAt(later(30_000))).toBe(0);
    // ...but does once the lease is over.
    expect(await sendAt(later(61_000))).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent' });
    expect(smtp.received).toHaveLength(1);
  });
});

describe('claiming', () => {
  it('never hands one mail to two claims running at the same time', async () => {
    const port = createMailPort(t.database.db, 'smtp');
    for (let i = 0; i < 19; i++)
      await port.enqueue({
        to: `p${i}@example.test`,
        subject: `Mail ${i}`,
        text: 'Hi.',
        kind: 'test',
      });
    const claims = await Promise.all(
      Array.from({ length: 8 }, () =>
        claimDueMails(t.database.db, { now: later(1_000), limit: 3, leaseMs: 60_000 }),
      ),
    );
    const ids = claims.flat().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(20);
  });

  it('hands out high-priority mail before normal and low, whatever was queued first', async () => {
    await t.database.db.delete(mailOutbox);
    const port = createMailPort(t.database.db, 'smtp');
    const mail = (subject: string, priority: 0 | 1 | 2) =>
      ({ to: 'p@example.test', subject, text: 'Hi.', kind: 'test', priority }) as const;
    await port.enqueueMany([mail('low', 0), mail('normal', 1)]);
    await port.enqueue(mail('high', 2));
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [next] = await claimDueMails(t.database.db, {
        now: later(1_000),
        limit: 1,
        leaseMs: 60_000,
      });
      order.push(next!.subject);
    }
    expect(order).toEqual(['high', 'normal', 'low']);
  });
});

describe('retry policy', () => {
  it('backs off from seconds to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 11].map(retryDelayMs)).toEqual([
      10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3_600_000,
    ]);
  });

  it('never stores the SMTP password in last_error', () => {
    const err = Object.assign(new Error('Invalid login for user:s3cr%t@mail.example'), {
      code: 'EAUTH',
      responseCode: 535,
    });
    const text = describeSendError(err, 'smtps://user:s3cr%25t@mail.example:465');
    expect(text).toBe('EAUTH 535 Invalid login for user:***@mail.example');
  });
});
