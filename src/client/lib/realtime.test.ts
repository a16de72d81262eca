import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '#shared/contracts/realtime';
import {
  onRealtimeEvent,
  onRealtimeReconnect,
  realtimeStatus,
  realtimeUrl,
  reconnectDelay,
  retainRealtime,
} from './realtime';

describe('reconnectDelay', () => {
  it('follows the 1, 2, 5, 10 s back-off, then stays at 10 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 50].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000,
    ]);
  });

  it('spreads each wait by ±25% so tabs do not reconnect in step', () => {
    expect(reconnectDelay(0, () => 0)).toBe(750);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1250);
    expect(reconnectDelay(3, () => 0)).toBe(7500);
    for (let i = 0; i < 100; i += 1) {
      const d = reconnectDelay(2);
      expect(d).toBeGreaterThanOrEqual(3750);
      expect(d).toBeLessThanOrEqual(6250);
    }
  });
});

it('builds the socket address from the page: wss under https', () => {
  expect(realtimeUrl({ protocol: 'https:', host: 'rightone.example' })).toBe(
    'wss://rightone.example/api/realtime',
  );
  expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
    'ws://localhost:5173/api/realtime',
  );
});

/** Stands in for the browser's WebSocket (Node has none): the test opens, feeds and closes it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send = (data: string) => void this.sent.push(data);
  close = vi.fn();
}

describe('the shared connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('location', { protocol: 'http:', host: 'localhost:3000' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens one socket however many want it, dispatches events, and reconnects with catch-up', () => {
    const releases = [retainRealtime(), retainRealtime()];
    expect(FakeSocket.all).toHaveLength(1);
    expect(realtimeStatus()).toBe('connecting');
    const reconnects = vi.fn();
    const offReconnect = onRealtimeReconnect(reconnects);
    const seen: RealtimeEvent[] = [];
    const off = onRealtimeEvent('chat_request.updated', (e) => seen.push(e));

    const first = FakeSocket.all[0]!;
    first.onopen?.();
    expect(realtimeStatus()).toBe('open');
    expect(reconnects).toHaveBeenCalledTimes(1);
    first.onmessage?.({
      data: JSON.stringify({ type: 'chat_request.updated', requestId: 'r1', status: 'accepted' }),
    });
    first.onmessage?.({
      data: JSON.stringify({ type: 'chat_request.updated', requestId: 'r2', status: 'bogus' }),
    });
    first.onmessage?.({ data: 'not json' });
    expect(seen).toEqual([{ type: 'chat_request.updated', requestId: 'r1', status: 'accepted' }]);

    first.onclose?.({ code: 1006 });
    expect(realtimeStatus()).toBe('closed');
    vi.advanceTimersByTime(1250);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.onopen?.();
    expect(reconnects).toHaveBeenCalledTimes(2);

    // A ping unanswered by the next beat: the socket is given up and replaced.
    vi.advanceTimersByTime(25_000);
    expect(FakeSocket.all[1]!.sent).toEqual(['ping']);
    vi.advanceTimersByTime(25_000);
    expect(realtimeStatus()).toBe('closed');
    vi.advanceTimersByTime(1250);
    expect(FakeSocket.all).toHaveLength(3);

    off();
    offReconnect();
    releases.forEach((release) => release());
    vi.advanceTimersByTime(0);
    expect(FakeSocket.all[2]!.close).toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });
});
