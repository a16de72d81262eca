import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.js';
import { calendarInvite } from '#server/features/dates/calendar.js';
import type { TestApp } from '#server/testing/create-test-app.js';
import { readInvite } from '#server/testing/ical.js';
import { withAppAndSmtpServer } from '#server/testing/mail-test-app.js';
import type { TestSmtpServer } from '#server/testing/smtp-server.js';
import { createMailPort, type MailAttachment } from './index.js';
import { startMailWorker } from './worker.js';

let t: TestApp;
let smtp: TestSmtpServer;

withAppAndSmtpServer((app, server) => {
  t = app;
  smtp = server;
});

const date = {
  id: '0b7a4c2e-2f43-4f7e-9c55-7d1e3b9a6f10',
  dateType: 'video' as const,
  startsAt: new Date('2030-05-10T16:00:00Z'),
  endsAt: new Date('2030-05-10T17:00:00Z'),
  meetingUrl: 'https://meet.jit.si/RightOne-secret',
};
/** The date's invite as a stored attachment, the way features/dates queues it. */
const inviteFile = (method: 'REQUEST' | 'CANCEL') => ({
  filename: 'right-one-date.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: calendarInvite(date, {
    method,
    me: { firstName: 'Ana', email: 'ana@example.test' },
    other: { firstName: 'Sam' },
    mailFrom: 'Right One <hello@rightone.test>',
  }),
  method,
});
const queue = (attachments: MailAttachment[]) =>
  createMailPort(t.database.db, 'smtp').enqueue({
    to: 'ana@example.test',
    subject: 'Your video date with Sam',
    text: `Join here: ${date.meetingUrl}`,
    kind: 'date-confirmed',
    attachments,
  });

/** Sends what is queued through a real worker and SMTP server, and answers the raw mails. */
async function deliver() {
  const worker = startMailWorker({
    db: t.database.db,
    smtpUrl: smtp.url,
    from: 'Right One <hello@rightone.test>',
    logger: t.app.log,
    pollMs: 20,
  });
  const end = Date.now() + 10_000;
  while ((await t.database.db.select().from(mailOutbox)).some((m) => m.status !== 'sent')) {
    if (Date.now() > end) throw new Error('timed out waiting for the worker');
    await new Promise((r) => setTimeout(r, 20));
  }
  await worker.stop();
  return smtp.received.map((m) => m.raw);
}

/** The decoded body of the base64 attachment named `filename` in a raw mail. */
function attachmentOf(raw: string, filename: string) {
  const part = raw
    .split(/\r?\n--/)
    .find((p) => p.includes(`filename=${filename}`) && /base64/i.test(p));
  if (!part) throw new Error(`no attachment ${filename}`);
  const body = part.split(/\r?\n\r?\n/)[1]!.replace(/\s+/g, '');
  return Buffer.from(body, 'base64').toString('utf8');
}

describe('attachments over SMTP', () => {
  it('sends a calendar invite as a text/calendar part with its method, and other files as attachments', async () => {
    await queue([
      inviteFile('REQUEST'),
      { filename: 'notes.txt', contentType: 'text/plain', content: 'Bring a smile.' },
    ]);
    const [raw] = await deliver();
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST/m);
    expect(readInvite(attachmentOf(raw!, 'right-one-date.ics'))).toMatchObject({
      method: 'REQUEST',
      uid: `${date.id}@rightone`,
      start: '2030-05-10T16:00:00.000Z',
      url: date.meetingUrl,
    });
    expect(attachmentOf(raw!, 'notes.txt')).toBe('Bring a smile.');
  });

  it('sends a cancellation with METHOD:CANCEL', async () => {
    await queue([inviteFile('CANCEL')]);
    const [raw] = await deliver();
    expect(raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=CANCEL/m);
    expect(readInvite(attachmentOf(raw!, 'right-one-date.ics')).status).toBe('CANCELLED');
  });

  it('keeps only the file names once sent: the invite carries the meeting link', async () => {
    await queue([inviteFile('REQUEST')]);
    await deliver();
    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row!.attachments).toEqual([{ ...inviteFile('REQUEST'), content: '' }]);
    expect(row!.text).toBe('Join here: [link removed once sent]');
  });

  it("sends a notification's one-click unsubscribe as List-Unsubscribe and List-Unsubscribe-Post", async () => {
    const url = 'https://rightone.test/api/notifications/unsubscribe?token=newMatch.u1.sig';
    await createMailPort(t.database.db, 'smtp').enqueue({
      to: 'ana@example.test',
      subject: 'You have a new match on Right One',
      text: 'See my matches',
      kind: 'newMatch',
      unsubscribeUrl: url,
    });
    const [raw] = await deliver();
    const headers = raw!.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n\s+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
