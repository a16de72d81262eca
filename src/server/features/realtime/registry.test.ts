import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSocketRegistry, DEFAULT_LIMITS, type LiveSocket } from './registry.js';

/** A stand-in for a `ws` socket that records what the registry does to it. */
function fakeSocket(bufferedAmount = 0) {
  const socket = {
    readyState: 1,
    bufferedAmount,
    send: vi.fn(),
    ping: vi.fn(),
    close: vi.fn(),
    terminate: vi.fn(),
  };
  return socket as typeof socket & LiveSocket;
}

afterEach(() => vi.useRealTimers());

describe('the socket registry', () => {
  it('pings every heartbeat and drops a socket that missed one pong', () => {
    vi.useFakeTimers();
    const registry = createSocketRegistry({ ...DEFAULT_LIMITS, heartbeatMs: 1000 });
    const answering = fakeSocket();
    const dead = fakeSocket();
    registry.add('u1', answering, 's1');
    registry.add('u1', dead, 's1');
    vi.advanceTimersByTime(1000);
    expect(answering.ping).toHaveBeenCalledTimes(1);
    expect(dead.ping).toHaveBeenCalledTimes(1);
    registry.markAlive(answering);
    vi.advanceTimersByTime(1000);
    expect(dead.terminate).toHaveBeenCalled();
    expect(answering.terminate).not.toHaveBeenCalled();
    expect(registry.socketCount('u1')).toBe(1);
    registry.stop();
  });

  it('pings the sockets a slice at a time, each once per heartbeat (no tick pings them all)', () => {
    vi.useFakeTimers();
    const registry = createSocketRegistry({ ...DEFAULT_LIMITS, heartbeatMs: 1000 });
    const sockets = Array.from({ length: 8 }, () => fakeSocket());
    sockets.forEach((socket, i) => registry.add(`u${i}`, socket, `s${i}`));
    const pinged = () => sockets.filter((socket) => socket.ping.mock.calls.length > 0).length;
    vi.advanceTimersByTime(250);
    expect(pinged()).toBe(2);
    vi.advanceTimersByTime(750);
    expect(sockets.map((socket) => socket.ping.mock.calls.length)).toEqual(Array(8).fill(1));
    registry.stop();
  });

  it('drops a socket that does not drain instead of buffering for it', () => {
    const registry = createSocketRegistry();
    const slow = fakeSocket(DEFAULT_LIMITS.maxBufferedBytes + 1);
    registry.add('u1', slow, 's1');
    registry.deliver('u1', { type: 'session.revoked' });
    expect(slow.send).not.toHaveBeenCalled();
    expect(slow.terminate).toHaveBeenCalled();
    expect(registry.socketCount('u1')).toBe(0);
    registry.stop();
  });

  it('refuses a socket over the per-user cap and counts client messages per heartbeat', () => {
    vi.useFakeTimers();
    const registry = createSocketRegistry({
      ...DEFAULT_LIMITS,
      maxSocketsPerUser: 1,
      maxMessagesPerBeat: 2,
      heartbeatMs: 1000,
    });
    const socket = fakeSocket();
    expect(registry.add('u1', socket, 's1')).toBe(true);
    expect(registry.add('u1', fakeSocket(), 's1')).toBe(false);
    expect(registry.add('u2', fakeSocket(), 's2')).toBe(true);
    expect([
      registry.allowMessage(socket),
      registry.allowMessage(socket),
      registry.allowMessage(socket),
    ]).toEqual([true, true, false]);
    vi.advanceTimersByTime(1000);
    expect(registry.allowMessage(socket)).toBe(true);
    registry.stop();
  });

  it('after lost events, nudges live sessions to catch up and closes the ones revoked meanwhile', () => {
    const registry = createSocketRegistry();
    const live = fakeSocket();
    const revoked = fakeSocket();
    registry.add('u1', live, 's-live');
    registry.add('u2', revoked, 's-gone');
    expect(registry.sessionIds().sort()).toEqual(['s-gone', 's-live']);
    registry.resync(new Set(['s-live']));
    expect(live.send).toHaveBeenCalledWith(JSON.stringify({ type: 'resync' }));
    expect(live.close).not.toHaveBeenCalled();
    expect(revoked.close).toHaveBeenCalledWith(4401, 'Signed out');
    expect(registry.socketCount('u2')).toBe(0);
    registry.stop();
  });
});
