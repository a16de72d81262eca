import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from '#shared/contracts/health.js';
import { CLIENT_IP_HEADER } from './better-auth.js';
import { signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

/** better-auth allows 3 sign-in attempts per 10 s per client IP; the 4th is refused. */
const SIGN_IN_ATTEMPTS_PER_WINDOW = 3;

let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ RATE_LIMIT: 'on' });
  behindProxy = await createTestApp({ RATE_LIMIT: 'on', TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
});

/** Sign-in attempts (wrong password, a fresh email each time so the account throttle stays out). */
async function attempts(
  t: TestApp,
  n: number,
  from: (i: number) => { remoteAddress?: string; headers?: Record<string, string> },
) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const { remoteAddress, headers } = from(i);
    const res = await signIn(
      t,
      `nobody${Math.random()}@example.com`,
      'wrong password',
      remoteAddress,
      headers,
    );
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the rate limiter sees the real client IP (docs/security-rules.md, rule 1)', () => {
  it('limits one client however it rotates X-Forwarded-For and our own IP header', async () => {
    const statuses = await attempts(direct, 8, (i) => ({
      remoteAddress: '198.51.100.7',
      headers: {
        'x-forwarded-for': `203.0.113.${i + 1}`,
        [CLIENT_IP_HEADER]: `192.0.2.${i + 1}`,
        'x-real-ip': `192.0.2.${i + 9}`,
      },
    }));
    expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_WINDOW)).toEqual([401, 401, 401]);
    expect(statuses.slice(SIGN_IN_ATTEMPTS_PER_WINDOW)).toEqual([429, 429, 429, 429, 429]);
    const limited = await signIn(direct, 'someone@example.com', 'wrong password', '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });

  it('gives two real clients separate buckets', async () => {
    const first = await attempts(direct, 4, () => ({ remoteAddress: '198.51.100.20' }));
    expect(first).toEqual([401, 401, 401, 429]);
    const second = await attempts(direct, 3, () => ({ remoteAddress: '198.51.100.21' }));
    expect(second).toEqual([401, 401, 401]);
  });

  it('keeps IPv6 clients of one /64 in one bucket and other networks apart', async () => {
    const sameNetwork = await attempts(direct, 4, (i) => ({
      remoteAddress: `2001:db8:1:1::${i + 1}`,
    }));
    expect(sameNetwork).toEqual([401, 401, 401, 429]);
    const otherNetwork = await attempts(direct, 1, () => ({ remoteAddress: '2001:db8:1:2::1' }));
    expect(otherNetwork).toEqual([401]);
  });

  it('applies the general per-IP limit to every API route, ignoring spoofed headers', async () => {
    let last = 0;
    for (let i = 0; i < 601; i++) {
      const res = await direct.call(
        healthApi.check,
        {},
        { remoteAddress: '198.51.100.99', headers: { 'x-forwarded-for': `203.0.113.${i % 250}` } },
      );
      last = res.statusCode;
    }
    expect(last).toBe(429);
    const other = await direct.call(healthApi.check, {}, { remoteAddress: '198.51.100.98' });
    expect(other.statusCode).toBe(200);
  });
});

describe('behind a configured proxy (TRUST_PROXY)', () => {
  it('honours X-Forwarded-For from the trusted proxy: each forwarded client has its own bucket', async () => {
    const statuses = await attempts(behindProxy, 6, (i) => ({
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    }));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const oneClient = await attempts(behindProxy, 4, () => ({
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    }));
    expect(oneClient).toEqual([401, 401, 401, 429]);
  });

  it('takes the address the proxy saw, not one the client put in front of it', async () => {
    const statuses = await attempts(behindProxy, 4, (i) => ({
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `10.9.9.${i + 1}, 203.0.113.60` },
    }));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('ignores X-Forwarded-For from a client that is not the proxy', async () => {
    const statuses = await attempts(behindProxy, 4, (i) => ({
      remoteAddress: '198.51.100.70',
      headers: { 'x-forwarded-for': `203.0.113.${i + 100}` },
    }));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
