import { expect } from 'vitest';
import { accountApi } from '#shared/contracts/account.js';
import { lastMail } from './accounts.js';
import type { TestApp } from './create-test-app.js';

/** Asks for an export, waits for the worker, and answers the mailed link's path. */
export async function exportLink(t: TestApp, member: { cookie: string; email: string }) {
  const asked = await t.call(accountApi.requestExport, {}, { cookie: member.cookie });
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.json().export.status).toBe('preparing');
  await t.app.prepareExports.settled();
  const mail = await lastMail(t, member.email);
  expect(mail?.subject).toBe('Your Right One data is ready to download');
  const url = /https?:\/\/\S+\/api\/account\/export\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
  return new URL(url).pathname;
}
