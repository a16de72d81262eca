import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '#shared/contracts/billing-api.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { PRODUCTION_PUSH_ENV, STRONG_SECRET } from '#server/testing/production-env.js';
import { SANDBOX_PROMO_CODES } from './promo-seed.js';

/** Production that opted into test payments (ALLOW_TEST_PAYMENTS_IN_PRODUCTION=on). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: 'production',
    RATE_LIMIT: 'on',
    AUTH_SECRET: STRONG_SECRET,
    DEV_MAILBOX: 'off',
    SMTP_URL: 'smtp://127.0.0.1:9',
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'on',
    ...PRODUCTION_PUSH_ENV,
  });
});
afterAll(() => t?.close());

describe('test payments in production', () => {
  it('seed none of the sandbox promo codes: none gives anything away', async () => {
    for (const { code } of SANDBOX_PROMO_CODES) {
      const res = await t.call(billingApi.validatePromo, { body: { code, product: 'blueprint' } });
      expect(res.json()).toEqual({ valid: false, error: 'Invalid promo code' });
    }
  });
});
