import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.js';
import type { TestApp } from '#server/testing/create-test-app.js';
import { createMailPort, type MailPort } from './index.js';
import { createSmtpTransport, type MailTransport } from './sender.js';
import { withAppAndSmtpServer } from '#server/testing/mail-test-app.js';
import type { TestSmtpServer } from '#server/testing/smtp-server.js';
import { startMailWorker, type MailWorkerOptions } from './worker.js';

let t: TestApp;
let smtp: TestSmtpServer;
let mail: MailPort;

withAppAndSmtpServer((app, server) => {
  t = app;
  smtp = server;
  mail = createMailPort(t.database.db, 'smtp');
});

const FROM = 'Right One <hello@rightone.test>';
const worker = (extra: Partial<MailWorkerOptions> = {}) =>
  startMailWorker({
    db: t.database.db,
    smtpUrl: smtp.url,
    from: FROM,
    logger: t.app.log,
    pollMs: 20,
    ...extra,
  });

const rows = () => t.database.db.select().from(mailOutbox);

/** Polls (briefly) until the condition holds; the worker runs on real timers. */
async function until(condition: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const allSent = async () => (await rows()).every((r) => r.status === 'sent');

describe('mail worker over SMTP', () => {
  it('delivers a queued mail with its recipient, subject, body and a Message-ID made from the row id', async () => {
    await mail.enqueue({
      to: 'ada@example.test',
      subject: 'Confirm your email',
      text: 'Hello Ada. Open https://app.test/verify?t=1 to confirm.',
      html: '<p>Hello Ada: <a href="https://app.test/verify?t=1">confirm</a></p>',
      kind: 'verify-email',
    });
    const w = worker();
    await until(allSent);
    await w.stop();

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0]!;
    expect(got.to).toEqual(['ada@example.test']);
    expect(got.subject).toBe('Confirm your email');
    expect(got.messageId).toBe(`<${row!.id}@rightone>`);
    expect(got.raw).toContain('Hello Ada. Open https://app.test/verify?t=1 to confirm.');
    expect(got.raw).toMatch(/^From: Right One <hello@rightone\.test>/m);
    // Delivered: the stored copy keeps no working link.
    expect(row!.text).toBe('Hello Ada. Open [link removed once sent] to confirm.');
    expect(row!.html).toBe('<p>Hello Ada: <a href="[link removed once sent]">confirm</a></p>');
  });

  it('sends a mail queued in the same process at once, without waiting for the next poll', async () => {
    const w = worker({ pollMs: 60_000 });
    await new Promise((r) => setTimeout(r, 100)); // the first poll finds nothing; the next is a minute away
    await mail.enqueue({
      to: 'bo@example.test',
      subject: 'Right away',
      text: 'Now.',
      kind: 'test',
    });
    await until(allSent, 3_000);
    await w.stop();
    expect(smtp.received.map((m) => m.subject)).toEqual(['Right away']);
  });

  it('delivers each mail exactly once when two workers share one outbox', async () => {
    for (let i = 0; i < 30; i++)
      await mail.enqueue({
        to: `p${i}@example.test`,
        subject: `Mail ${i}`,
        text: `Body ${i}`,
        kind: 'test',
      });
    const a = worker({ batchSize: 4 });
    const b = worker({ batchSize: 4 });
    await until(allSent);
    await Promise.all([a.stop(), b.stop()]);

    const ids = (await rows()).map((r) => `<${r.id}@rightone>`).sort();
    expect(smtp.received).toHaveLength(30);
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(ids);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });

  it('stop() waits for the mail in flight, then resolves with the mail marked sent', async () => {
    let release!: () => void;
    let started!: () => void;
    const inFlight = new Promise<void>((r) => (started = r));
    const real = createSmtpTransport(smtp.url);
    const slow: MailTransport = {
      async sendMail(m) {
        started();
        await new Promise<void>((r) => (release = r));
        return real.sendMail(m);
      },
      close: () => real.close(),
    };
    await mail.enqueue({
      to: 'cy@example.test',
      subject: 'Slow',
      text: 'Slow relay.',
      kind: 'test',
    });
    const w = worker({ transport: slow });
    await inFlight;
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [row] = await rows();
    expect(row!.status).toBe('sent');
    expect(smtp.received).toHaveLength(1);
  });

  it('leaves mails of the outbox mode alone', async () => {
    await createMailPort(t.database.db, 'outbox').enqueue({
      to: 'di@example.test',
      subject: 'Kept',
      text: 'Stays here.',
      kind: 'test',
    });
    const w = worker();
    await new Promise((r) => setTimeout(r, 100));
    await w.stop();
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'di@example.test'));
    expect(row!.status).toBe('stored');
    expect(smtp.received).toHaveLength(0);
  });
});
