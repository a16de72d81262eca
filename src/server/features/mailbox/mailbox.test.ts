import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxApi } from '#shared/contracts/mailbox.js';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/env.js';
import { callUrl } from '#server/testing/call.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { PRODUCTION_PUSH_ENV, STRONG_SECRET } from '#server/testing/production-env.js';
import { linkifyText, renderMailbox } from './page.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.mail.enqueue({
    to: 'ada@example.test',
    subject: 'Confirm your email',
    text: 'Hi Ada,\n\nConfirm my email: http://localhost:3000/api/auth/verify-email?token=a&b=1.\n\n<b>Right One</b>',
    kind: 'verify-email',
  });
  await t.mail.enqueue({
    to: 'bo@example.test',
    subject: 'Reset your password',
    text: 'Choose a new password: http://localhost:3000/reset-password?token=z',
    kind: 'reset-password',
  });
});
afterAll(() => t.close());

describe('/dev/mailbox', () => {
  it('lists every mail newest first with its readable body and clickable links', async () => {
    const res = await t.call(mailboxApi.page);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html.indexOf('Reset your password')).toBeLessThan(html.indexOf('Confirm your email'));
    expect(html).toContain('ada@example.test');
    expect(html).toContain('verify-email');
    expect(html).toContain('stored');
    expect(html).toContain('<a href="http://localhost:3000/api/auth/verify-email?token=a&amp;b=1"');
    // The body is text: markup inside it is shown, never rendered; the page runs no script.
    expect(html).toContain('&lt;b&gt;Right One&lt;/b&gt;');
    expect(html).not.toContain('<script');
  });

  it('filters by recipient', async () => {
    const res = await t.call(mailboxApi.page, { query: { to: 'bo@example.test' } });
    expect(res.body).toContain('Reset your password');
    expect(res.body).not.toContain('Confirm your email');
    const json = await t.call(mailboxApi.mails, { query: { to: 'ada@example.test' } });
    expect(json.json().map((m) => m.subject)).toEqual(['Confirm your email']);
  });

  it('keeps the JSON view with its fields', async () => {
    const [newest] = (await t.call(mailboxApi.mails)).json();
    expect(newest).toMatchObject({
      to: 'bo@example.test',
      subject: 'Reset your password',
      kind: 'reset-password',
      status: 'stored',
      html: null,
    });
    expect(typeof newest!.id).toBe('string');
    expect(newest!.text).toContain('reset-password?token=z');
    expect(Date.parse(newest!.createdAt)).not.toBeNaN();
  });

  it.each([
    ['a plain `npm start` (development, DEV_MAILBOX unset)', { NODE_ENV: 'development' }],
    [
      'production',
      {
        NODE_ENV: 'production',
        AUTH_SECRET: STRONG_SECRET,
        SMTP_URL: 'smtp://127.0.0.1:9',
        ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'on',
        ...PRODUCTION_PUSH_ENV,
      },
    ],
  ])('is not served by %s', async (_label, env) => {
    const config = loadConfig({ APP_URL: 'http://localhost:3000', DATA_DIR: '.data-test', ...env });
    const app = await buildApp({ config, database: t.database, mail: t.mail });
    try {
      for (const e of [mailboxApi.page, mailboxApi.mails])
        expect(app.hasRoute({ method: e.method, url: e.path })).toBe(false);
      expect((await app.inject(mailboxApi.mails.path)).statusCode).toBe(404);
      // A page URL falls through to the web app's own not-found handling (the client's 404 page).
      const page = await app.inject(
        callUrl(mailboxApi.page, { query: { to: 'ada@example.test' } }),
      );
      expect(page.body).not.toContain('Confirm your email');
      expect(page.body).not.toContain('ada@example.test');
    } finally {
      await app.close();
    }
  });
});

describe('linkifyText', () => {
  it('links http(s) addresses only, leaving sentence punctuation outside the link', () => {
    expect(linkifyText('Go to https://a.test/x). Or javascript:alert(1)')).toBe(
      'Go to <a href="https://a.test/x" style="color:#8e3b66;word-break:break-all">https://a.test/x</a>). Or javascript:alert(1)',
    );
  });
});

describe('attachments in the mailbox', () => {
  it('lists each file by name, with the text of one not yet sent (a calendar invite) to unfold', () => {
    const mail = {
      to: 'ana@example.test',
      subject: 'Your date is confirmed',
      text: 'See the invite.',
      kind: 'date-confirmed',
      createdAt: new Date(),
      lastError: null,
    };
    const file = { filename: 'right-one-date.ics', contentType: 'text/calendar' };
    const stored = renderMailbox(
      [{ ...mail, status: 'stored', attachments: [{ ...file, content: 'SUMMARY:<Date>' }] }],
      undefined,
    );
    expect(stored).toContain('<summary>Attachment: right-one-date.ics</summary>');
    expect(stored).toContain('SUMMARY:&lt;Date&gt;');
    const sent = renderMailbox(
      [{ ...mail, status: 'sent', attachments: [{ ...file, content: '' }] }],
      undefined,
    );
    expect(sent).toContain('Attachment: right-one-date.ics (content removed once sent)');
  });
});
