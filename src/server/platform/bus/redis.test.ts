import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '#shared/contracts/realtime.js';
import { createBus, type Bus } from './index.js';
import { REALTIME_CHANNEL } from './redis.js';

// Runs where Redis is (CI sets TEST_REDIS_URL). Skipped locally without it, never under CI.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true')
  throw new Error('TEST_REDIS_URL must be set under CI=true (the Redis bus tests need it).');
if (!redisUrl) console.warn('! TEST_REDIS_URL is not set: the Redis bus tests are skipped.');

const event = (requestId: string): RealtimeEvent => ({
  type: 'chat_request.updated',
  requestId,
  status: 'accepted',
});

describe.skipIf(!redisUrl)('the Redis bus (two instances, one Redis)', () => {
  // A name of this run only: the reconnect test kills exactly these connections.
  const connectionName = `bus-test-${randomUUID().slice(0, 8)}`;
  const clients: Redis[] = [];
  const buses: Bus[] = [];
  const received: Array<Array<[string, RealtimeEvent]>> = [[], []];
  const errors: string[] = [];

  beforeAll(async () => {
    for (const i of [0, 1]) {
      // Like connectRedis, plus the name; the bus's subscriber connection inherits it.
      const redis = new Redis(redisUrl!, {
        connectionName,
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      await new Promise((resolve) => redis.once('ready', resolve));
      clients.push(redis);
      const bus = createBus({ redis, onError: (_err, what) => errors.push(what) });
      bus.subscribe((userId, e) => received[i]!.push([userId, e]));
      buses.push(bus);
    }
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    clients.forEach((c) => c.disconnect());
  });

  /** Publishes through instance 0 until instance 1 has it (its SUBSCRIBE may still be on the way). */
  async function deliveredAcross(userId: string, e: RealtimeEvent) {
    await vi.waitFor(
      async () => {
        if (!received[1]!.some(([u]) => u === userId)) await buses[0]!.publish(userId, e);
        expect(received[1]).toContainEqual([userId, e]);
      },
      { timeout: 5000, interval: 100 },
    );
  }

  it('carries an event published on one instance to the other', async () => {
    const userId = randomUUID();
    await deliveredAcross(userId, event('r1'));
    expect(received[0]).toContainEqual([userId, event('r1')]);
  });

  it('drops what is on the channel but is not an event, and keeps going', async () => {
    await clients[0]!.publish(REALTIME_CHANNEL, 'not json');
    await clients[0]!.publish(
      REALTIME_CHANNEL,
      JSON.stringify({ userIds: ['x'], event: { type: 'admin.grant' } }),
    );
    const userId = randomUUID();
    await deliveredAcross(userId, event('r2'));
    expect(received[1]!.filter(([u]) => u === 'x')).toEqual([]);
    expect(errors.filter((w) => w === 'dropped a realtime message').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('resubscribes after Redis drops the connection', async () => {
    const list = await clients[0]!.client('LIST');
    const ids = String(list)
      .split('\n')
      .filter((line) => line.includes(`name=${connectionName}`))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => !!id);
    expect(ids.length).toBeGreaterThanOrEqual(4); // two publishers, two subscribers
    const killer = new Redis(redisUrl!);
    for (const id of ids) await killer.call('CLIENT', 'KILL', 'ID', id);
    killer.disconnect();
    const userId = randomUUID();
    await deliveredAcross(userId, event('r3'));
  });
});
