import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottle } from '#server/db/schema.js';
import { PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { MAX_FAILED_SIGN_INS } from './throttle.js';

// Rate limiting ON, so the per-IP limiter is live too: every attempt comes from its own address,
// which is exactly the attacker this throttle is for.
let t: TestApp;
let ip = 0;
const nextIp = () => `198.51.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'on' });
});
afterAll(() => t.close());

async function wrongPasswords(email: string, n: number) {
  const statuses = [];
  for (let i = 0; i < n; i++)
    statuses.push((await signIn(t, email, `wrong password ${i}`, nextIp())).statusCode);
  return statuses;
}

describe('failed sign-ins are throttled per account, across IPs (docs/security-rules.md, rule 2)', () => {
  it('locks the account after N wrong passwords from N addresses, even for the right password', async () => {
    await signUpAndIn(t, 'dana@example.com', 'Dana', undefined, nextIp());
    const statuses = await wrongPasswords('dana@example.com', MAX_FAILED_SIGN_INS);
    expect(statuses).toEqual(Array(MAX_FAILED_SIGN_INS).fill(401));

    const locked = await signIn(t, 'dana@example.com', PASSWORD, nextIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('counts the address however the email is written', async () => {
    await signUpAndIn(t, 'eli@example.com', 'Eli', undefined, nextIp());
    await wrongPasswords('ELI@example.com', MAX_FAILED_SIGN_INS - 1);
    await wrongPasswords(' eli@EXAMPLE.com ', 1);
    expect((await signIn(t, 'eli@example.com', PASSWORD, nextIp())).statusCode).toBe(429);
  });

  it('counts parallel failures from many addresses', async () => {
    await signUpAndIn(t, 'fay@example.com', 'Fay', undefined, nextIp());
    await Promise.all(
      Array.from({ length: MAX_FAILED_SIGN_INS }, (_, i) =>
        signIn(t, 'fay@example.com', `bad ${i}`, nextIp()),
      ),
    );
    expect((await signIn(t, 'fay@example.com', PASSWORD, nextIp())).statusCode).toBe(429);
  });

  it('a successful sign-in resets the count', async () => {
    await signUpAndIn(t, 'gus@example.com', 'Gus', undefined, nextIp());
    await wrongPasswords('gus@example.com', MAX_FAILED_SIGN_INS - 1);
    expect((await signIn(t, 'gus@example.com', PASSWORD, nextIp())).statusCode).toBe(200);
    await wrongPasswords('gus@example.com', MAX_FAILED_SIGN_INS - 1);
    expect((await signIn(t, 'gus@example.com', PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('lifts the lock when it expires, with a fresh count', async () => {
    await signUpAndIn(t, 'hal@example.com', 'Hal', undefined, nextIp());
    await wrongPasswords('hal@example.com', MAX_FAILED_SIGN_INS);
    expect((await signIn(t, 'hal@example.com', PASSWORD, nextIp())).statusCode).toBe(429);
    const past = new Date(Date.now() - 60 * 60 * 1000);
    await t.database.db
      .update(signInThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: past })
      .where(eq(signInThrottle.email, 'hal@example.com'));
    expect(await wrongPasswords('hal@example.com', 1)).toEqual([401]);
    const [row] = await t.database.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.email, 'hal@example.com'));
    expect(row?.failures).toBe(1);
    expect((await signIn(t, 'hal@example.com', PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('locks unknown emails the same way, so the lock tells nothing about accounts', async () => {
    await wrongPasswords('ghost@example.com', MAX_FAILED_SIGN_INS);
    const res = await signIn(t, 'ghost@example.com', PASSWORD, nextIp());
    expect(res.statusCode).toBe(429);
  });
});
