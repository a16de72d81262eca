import type { RedisClient } from '../redis/index.js';
import type { Bus, ReportError } from './port.js';
import { busEnvelope, checkedEnvelope, createHandlerSet } from './handlers.js';

/** One channel for every user: each instance hears every event and keeps its own sockets' share. */
export const REALTIME_CHANNEL = 'right-one:realtime';

/**
 * Redis pub/sub across instances. Publishing uses the shared connection (it fails fast while
 * Redis is away, so a request never waits on it). Subscribing needs a connection of its own
 * (a subscribed connection can run nothing else); it queues its SUBSCRIBE until Redis answers,
 * and ioredis reconnects and resubscribes after a drop (`autoResubscribe`).
 */
export function createRedisBus(redis: RedisClient, { onError }: { onError: ReportError }): Bus {
  const handlers = createHandlerSet(onError);
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    autoResubscribe: true,
  });

  // ioredis retries every couple of seconds while Redis is down: report the outage once, and
  // tell the listeners when the connection is back (whatever was published meanwhile never came).
  let connected = true;
  let reported = false;
  const recovered = new Set<() => void>();
  subscriber.on('close', () => void (connected = false));
  subscriber.on('error', (err) => {
    if (!reported) onError(err, 'the realtime subscription lost Redis; reconnecting');
    reported = true;
  });
  subscriber.on('ready', () => {
    reported = false;
    if (connected) return;
    connected = true;
    for (const handler of recovered) handler();
  });

  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== REALTIME_CHANNEL) return;
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      return onError(new Error('realtime message is not JSON'), 'dropped a realtime message');
    }
    // Anything on the channel is checked like input: another writer could share this Redis.
    const parsed = busEnvelope.safeParse(json);
    if (!parsed.success) return onError(parsed.error, 'dropped a realtime message');
    handlers.deliver(parsed.data);
  });
  subscriber
    .subscribe(REALTIME_CHANNEL)
    .catch((err: unknown) => onError(err, 'could not subscribe to realtime events'));

  return {
    async publish(to, event) {
      const envelope = checkedEnvelope(to, event);
      if (!envelope)
        return onError(
          new Error(`invalid realtime event ${event.type}`),
          'dropped a realtime event',
        );
      try {
        await redis.publish(REALTIME_CHANNEL, JSON.stringify(envelope));
      } catch (err) {
        // Redis is away: the members on this instance still hear of it; the others catch up
        // when it is back (onRecovered).
        onError(err, 'could not publish a realtime event; delivered on this instance only');
        handlers.deliver(envelope);
      }
    },
    subscribe: (handler) => handlers.add(handler),
    onRecovered(handler) {
      recovered.add(handler);
      return () => void recovered.delete(handler);
    },
    async close() {
      handlers.clear();
      // Pub/sub holds nothing worth flushing; the shared publishing connection belongs to main.ts.
      subscriber.disconnect();
    },
  };
}
