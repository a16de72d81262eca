import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationApi } from '#shared/contracts/verification.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { checkerboardPng, photoForm, withPhoto } from '#server/testing/avatars.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'on' });
});
afterAll(() => t.close());

/** A member with a main photo, signed up from an address of their own (sign-ups are limited per IP). */
const memberFrom = async (n: number) =>
  withPhoto(
    t,
    await signUpAndIn(t, `limits-${n}@example.com`, 'Lim Its', undefined, `10.9.0.${n}`),
  );

describe('attempts are limited per member', () => {
  it('10 poses an hour', async () => {
    const m = await memberFrom(1);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await t.call(verificationApi.pose, {}, { cookie: m.cookie })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('5 selfies a day, however many are taken back', async () => {
    const m = await memberFrom(2);
    const form = photoForm(await checkerboardPng(64), 'selfie.png', 'image/png');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await t.call(verificationApi.pose, {}, { cookie: m.cookie });
      statuses.push(
        (await t.call(verificationApi.selfie, { form }, { cookie: m.cookie })).statusCode,
      );
      await t.call(verificationApi.withdraw, {}, { cookie: m.cookie });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
