import { Redis } from 'ioredis';

export type RedisClient = Redis;

/**
 * The Redis connection instances share (REDIS_URL): rate-limit counters now, realtime events
 * with chat. It fails fast instead of queueing while Redis is away, so a request never waits on
 * it: the rate limiter then lets requests through (see plugins/security.ts) rather than erroring.
 * Commands issued in the same tick go in one write (auto-pipelining): under load, each chat
 * message's publish and each request's rate-limit count no longer cost a round trip apiece.
 */
export function connectRedis(url: string): RedisClient {
  return new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
  });
}
