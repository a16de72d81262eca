import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from '#shared/contracts/health.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { createTestApp, type TestApp } from '../testing/create-test-app.js';
import { securityHeaders } from './security-headers.js';

describe('security headers', () => {
  it('adds HSTS and upgrade-insecure-requests in production only', () => {
    const production = securityHeaders(true);
    const development = securityHeaders(false);
    expect(production['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(development['strict-transport-security']).toBeUndefined();
    expect(development['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(development['x-content-type-options']).toBe('nosniff');
    expect(development['x-frame-options']).toBe('SAMEORIGIN');
  });

  describe('on every kind of answer', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it.each([
      ['a JSON answer', { url: healthApi.check.path }],
      ['an unknown API path', { url: '/api/nope' }],
      [
        'a refused Origin',
        {
          method: 'POST' as const,
          url: quizzesApi.memberEq.path,
          headers: { origin: 'https://evil.example' },
          payload: {},
        },
      ],
      [
        'a validation error',
        {
          method: 'POST' as const,
          url: quizzesApi.anonymousEq.path,
          headers: { origin: 'http://localhost:3000' },
          payload: { answers: 'x' },
        },
      ],
    ])('%s', async (_label, request) => {
      const res = await t.app.inject(request);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });
});
