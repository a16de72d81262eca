import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#shared/contracts/account.js';
import { safetyApi } from '#shared/contracts/safety.js';
import { dataExports } from '#server/db/schema.js';
import { connectedPair, sendMessage } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { exportLink } from '#server/testing/exports.js';
import { requestExport } from './exports.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The mailed link, opened in a browser. */
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const exportStatus = async (cookie: string) =>
  (await t.call(accountApi.exportStatus, {}, { cookie })).json().export?.status;

describe('download my data', () => {
  it('mails a link that gives the owner a ZIP of their data, once', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Ada', 'Bo']);
    await sendMessage(t, a.cookie, sessionId, 'Hello from Ada');
    await sendMessage(t, b.cookie, sessionId, 'A reply from Bo');
    const link = await exportLink(t, a);
    expect(await exportStatus(a.cookie)).toBe('ready');

    // Signed out: to sign-in first, coming back here. Another member: Settings says it is not valid.
    const signedOut = await get(link);
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(`/login?next=${encodeURIComponent(link)}`);
    const stranger = await get(link, b.cookie);
    expect(stranger.headers.location).toBe('/user?section=settings&export=invalid');

    const res = await get(link, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'right-one-data.json']);
    const data = JSON.parse(strFromU8(files['right-one-data.json']!));
    expect(data.account.email).toBe(a.email);
    expect(data.profile[0].fullName).toBe('Ada');
    expect(data.messagesSent.map((m: { content: string }) => m.content)).toEqual([
      'Hello from Ada',
    ]);
    expect(data.matches).toHaveLength(1);
    expect(data.blueprintResults).toHaveLength(1);
    // Nothing of the other member's: not their words, not their name or address.
    const text = strFromU8(files['right-one-data.json']!);
    for (const theirs of ['A reply from Bo', b.email, '"Bo"']) expect(text).not.toContain(theirs);
    expect(data.profile[0]).not.toHaveProperty('notes');

    // Once only.
    expect((await get(link, a.cookie)).headers.location).toBe(
      '/user?section=settings&export=invalid',
    );
    expect(await exportStatus(a.cookie)).toBe('downloaded');
  });

  it("never tells a member that someone blocked them, nor shows a report's evidence", async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Gus', 'Hal']);
    await sendMessage(t, a.cookie, sessionId, 'Words of Gus');
    const reported = await t.call(
      safetyApi.reportMember,
      { body: { userId: a.id, reason: 'harassment', note: 'Rude.', messageIds: [] } },
      { cookie: b.cookie },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    for (const [member, hidden] of [
      [a, ['safety.block', 'safety.report', 'Rude.']],
      [b, []],
    ] as const) {
      const res = await get(await exportLink(t, member), member.cookie);
      const text = strFromU8(unzipSync(res.rawPayload)['right-one-data.json']!);
      for (const word of hidden) expect(text).not.toContain(word);
      if (member === b) expect(JSON.parse(text).reportsFiled[0].note).toBe('Rude.');
    }
  });

  it('refuses a second export while one is being prepared', async () => {
    const { a } = await connectedPair(t, ['Cy', 'Di']);
    await requestExport(t.database.db, a.id);
    const again = await t.call(accountApi.requestExport, {}, { cookie: a.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EXPORT_IN_PROGRESS');
    const rows = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, a.id));
    expect(rows).toHaveLength(1);
  });

  it('retires a link after 24 hours', async () => {
    const { a } = await connectedPair(t, ['Eve', 'Fay']);
    const link = await exportLink(t, a);
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, a.id));
    expect((await get(link, a.cookie)).headers.location).toBe(
      '/user?section=settings&export=invalid',
    );
    await t.app.prepareExports();
    expect(await exportStatus(a.cookie)).toBe('expired');
  });
});
