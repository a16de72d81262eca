import { Redis } from 'ioredis';

export type RedisClient = Redis;

/**
 * The Redis connection instances share (REDIS_URL): rate-limit counters now, realtime events
 * with chat. It fails fast instead of queueing while Redis is away, so a request never waits on
 * it: the rate limiter then lets requests through (see plugins/security.ts) rather than erroring.
 */
export function connectRedis(url: string): RedisClient {
  return new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
}
