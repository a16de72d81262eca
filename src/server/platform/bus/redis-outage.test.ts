import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '#shared/contracts/realtime.js';
import { connectRedis, type RedisClient } from '../redis/index.js';
import { createBus, type Bus } from './index.js';

// Runs where Redis is (CI sets TEST_REDIS_URL), like redis.test.ts.
const redisUrl = process.env.TEST_REDIS_URL;

/** A TCP relay to Redis that can be cut (Redis "down" for this instance only) and restored. */
function cuttableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  return {
    listen,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

const event = (requestId: string): RealtimeEvent => ({
  type: 'chat_request.updated',
  requestId,
  status: 'accepted',
});

describe.skipIf(!redisUrl)('Redis down for one instance (issue 11, faults)', () => {
  const relay = cuttableRelay(new URL(redisUrl ?? 'redis://127.0.0.1:6379'));
  let port: number;
  let cutOff: { redis: RedisClient; bus: Bus };
  let healthy: { redis: RedisClient; bus: Bus };
  const heard: Array<[string, RealtimeEvent]> = [];
  const errors: string[] = [];
  const recovered = vi.fn();

  beforeAll(async () => {
    port = await relay.listen();
    const redis = connectRedis(`redis://127.0.0.1:${port}`);
    redis.on('error', () => undefined);
    cutOff = { redis, bus: createBus({ redis, onError: (_e, what) => errors.push(what) }) };
    cutOff.bus.subscribe((userId, e) => heard.push([userId, e]));
    cutOff.bus.onRecovered(recovered);
    const direct = connectRedis(redisUrl!);
    healthy = { redis: direct, bus: createBus({ redis: direct }) };
    await vi.waitFor(() => expect(redis.status).toBe('ready'));
  });
  afterAll(async () => {
    await relay.cut();
    for (const { redis, bus } of [cutOff, healthy]) {
      await bus.close();
      redis.disconnect();
    }
  });

  /** Publishes from the healthy instance until the cut-off one hears it. */
  const reachesCutOff = (userId: string, e: RealtimeEvent) =>
    vi.waitFor(
      async () => {
        if (!heard.some(([u]) => u === userId)) await healthy.bus.publish(userId, e);
        expect(heard).toContainEqual([userId, e]);
      },
      { timeout: 15_000, interval: 200 },
    );

  it('degrades while Redis is away and recovers by itself when it is back', async () => {
    await reachesCutOff(randomUUID(), event('before'));

    await relay.cut();
    // A publish on the cut-off instance neither throws nor waits, and its own members hear it.
    const local = randomUUID();
    const started = Date.now();
    await cutOff.bus.publish(local, event('during'));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(heard).toContainEqual([local, event('during')]);
    await vi.waitFor(() =>
      expect(errors).toContain('the realtime subscription lost Redis; reconnecting'),
    );
    expect(recovered).not.toHaveBeenCalled();

    await relay.listen(port);
    // No restart: the subscription comes back, the sockets are told to catch up from the
    // database (onRecovered), and events flow again.
    await vi.waitFor(() => expect(recovered).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    await reachesCutOff(randomUUID(), event('after'));
  });
});
