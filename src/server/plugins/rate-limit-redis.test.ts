import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from '#shared/contracts/health.js';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../env.js';
import { connectRedis, type RedisClient } from '../platform/redis/index.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/create-test-app.js';

// Runs where Redis is (CI sets TEST_REDIS_URL): two instances behind one address share counters.
const redisUrl = process.env.TEST_REDIS_URL;
const GLOBAL_LIMIT = 600;

describe.skipIf(!redisUrl)('the global rate limit across two instances (Redis)', () => {
  let t: TestApp;
  let redis: RedisClient;
  let apps: App[];
  beforeAll(async () => {
    t = await createTestApp();
    redis = connectRedis(redisUrl!);
    await new Promise((resolve) => redis.once('ready', resolve));
    const config = loadConfig({
      APP_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret!',
      RATE_LIMIT: 'on',
      DATA_DIR: '.data-test',
    });
    apps = await Promise.all(
      [0, 1].map(() => buildApp({ config, database: t.database, mail: t.mail, redis })),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    redis.disconnect();
    await t.close();
  });

  const hit = (app: App, remoteAddress: string) =>
    app.inject({ url: healthApi.check.path, remoteAddress });

  // Addresses of this run only, so counters left in Redis by an earlier run do not matter.
  const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

  it('counts one client’s requests to either instance in one bucket', async () => {
    const client = address();
    for (let i = 0; i < GLOBAL_LIMIT; i += 1) {
      const res = await hit(apps[i % 2]!, client);
      expect(res.statusCode).toBe(200);
    }
    for (const app of apps) {
      const res = await hit(app, client);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('RATE_LIMITED');
    }
    expect((await hit(apps[0]!, '192.0.2.1')).statusCode).toBe(200);
  });
});
