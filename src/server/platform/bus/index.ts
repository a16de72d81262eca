import type { RedisClient } from '../redis/index.js';
import { createInProcessBus } from './in-process.js';
import type { Bus, ReportError } from './port.js';
import { createRedisBus } from './redis.js';

export type { Bus, BusHandler, ReportError } from './port.js';

export interface BusOptions {
  /** REDIS_URL's shared connection: set, events fan out to every instance through Redis. */
  redis?: RedisClient;
  /** Reports dropped events and a lost Redis subscription (once per outage). */
  onError?: ReportError;
}

/** The in-process bus by default; Redis pub/sub when the instances share a Redis. */
export function createBus({ redis, onError = () => undefined }: BusOptions = {}): Bus {
  return redis ? createRedisBus(redis, { onError }) : createInProcessBus({ onError });
}
