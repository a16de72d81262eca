import { describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '#shared/contracts/realtime.js';
import { connectRedis } from '../redis/index.js';
import { createBus } from './index.js';

const message: RealtimeEvent = {
  type: 'chat_message.created',
  sessionId: 's1',
  messageId: 'm1',
  senderId: 'u2',
  senderFirstName: 'Anna',
  kind: 'text',
};

describe('the in-process bus (no REDIS_URL)', () => {
  it('hands a published event to every subscriber, after the publisher returns', async () => {
    const bus = createBus();
    const a = vi.fn();
    const b = vi.fn();
    bus.subscribe(a);
    bus.subscribe(b);
    const published = bus.publish('u1', message);
    expect(a).not.toHaveBeenCalled();
    await published;
    await vi.waitFor(() => expect(b).toHaveBeenCalledWith('u1', message));
    expect(a).toHaveBeenCalledWith('u1', message);
    await bus.close();
  });

  it('stops delivering to an unsubscribed handler and after close', async () => {
    const bus = createBus();
    const gone = vi.fn();
    const kept = vi.fn();
    bus.subscribe(gone)();
    bus.subscribe(kept);
    await bus.publish('u1', message);
    await vi.waitFor(() => expect(kept).toHaveBeenCalledTimes(1));
    await bus.close();
    await bus.publish('u1', message);
    await new Promise((r) => setTimeout(r, 10));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });

  it('drops keys the contract does not name, so nothing extra reaches a browser', async () => {
    const bus = createBus();
    const handler = vi.fn();
    bus.subscribe(handler);
    await bus.publish('u1', { ...message, senderEmail: 'anna@example.com' } as RealtimeEvent);
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith('u1', message));
  });

  it('reports an invalid event instead of throwing, and delivers nothing', async () => {
    const onError = vi.fn();
    const bus = createBus({ onError });
    const handler = vi.fn();
    bus.subscribe(handler);
    await expect(
      bus.publish('u1', { type: 'nope' } as unknown as RealtimeEvent),
    ).resolves.toBeUndefined();
    await expect(bus.publish('', message)).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(2);
    await new Promise((r) => setTimeout(r, 10));
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps delivering to the other handlers when one throws', async () => {
    const onError = vi.fn();
    const bus = createBus({ onError });
    const after = vi.fn();
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe(after);
    await bus.publish('u1', message);
    await vi.waitFor(() => expect(after).toHaveBeenCalled());
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'a realtime handler failed');
  });
});

describe('the Redis bus while Redis is unreachable', () => {
  it('publishes without rejecting or waiting, reports the failure, and delivers on this instance', async () => {
    const redis = connectRedis('redis://127.0.0.1:1');
    redis.on('error', () => undefined);
    const onError = vi.fn();
    const bus = createBus({ redis, onError });
    const local = vi.fn();
    bus.subscribe(local);
    const started = Date.now();
    await expect(bus.publish('u1', message)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(onError).toHaveBeenCalledWith(
      expect.anything(),
      'could not publish a realtime event; delivered on this instance only',
    );
    expect(local).toHaveBeenCalledWith('u1', message);
    await bus.close();
    redis.disconnect();
  });
});
