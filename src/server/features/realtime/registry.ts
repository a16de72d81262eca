import type { WebSocket } from 'ws';
import { REALTIME_CLOSE, type RealtimeEvent } from '#shared/contracts/realtime.js';

/** What the registry needs of a socket (a `ws` WebSocket; tests pass a stand-in). */
export type LiveSocket = Pick<
  WebSocket,
  'readyState' | 'bufferedAmount' | 'send' | 'ping' | 'close' | 'terminate'
>;

export interface RegistryLimits {
  /** Open sockets one user may hold on this instance (tabs, devices). */
  maxSocketsPerUser: number;
  /** How often each socket is pinged; one missed pong and it is dropped. */
  heartbeatMs: number;
  /** Messages a client may send between two heartbeats (it only ever needs one 'ping'). */
  maxMessagesPerBeat: number;
  /** A socket that can't drain this much is a dead or hostile reader: dropped, not buffered for. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: RegistryLimits = {
  maxSocketsPerUser: 5,
  heartbeatMs: 25_000,
  maxMessagesPerBeat: 10,
  maxBufferedBytes: 1024 * 1024,
};

const OPEN = 1; // WebSocket.OPEN; `ws` is only imported for its types here.
/**
 * The heartbeat visits a slice of the sockets this often, each socket once per heartbeat. Pinging
 * every socket at once held the event loop for the whole round: 2,000 sockets took 109 ms on a
 * 2-core machine (bench/chat.ts), and every message sent meanwhile waited for it.
 */
const SLICE_MS = 250;

/**
 * The sockets of this instance, by user. Other instances hold their own; the bus brings every
 * event to every instance, and each delivers it to the sockets it has.
 */
export function createSocketRegistry(limits: RegistryLimits = DEFAULT_LIMITS) {
  const byUser = new Map<string, Set<LiveSocket>>();
  const state = new Map<
    LiveSocket,
    { userId: string; sessionId: string; alive: boolean; messages: number; slice: number }
  >();
  const slices = Math.max(1, Math.round(limits.heartbeatMs / SLICE_MS));
  const bySlice = Array.from({ length: slices }, () => new Set<LiveSocket>());
  let nextSlice = 0;

  function remove(socket: LiveSocket) {
    const s = state.get(socket);
    if (!s) return;
    state.delete(socket);
    bySlice[s.slice]!.delete(socket);
    const sockets = byUser.get(s.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) byUser.delete(s.userId);
  }

  function send(socket: LiveSocket, event: RealtimeEvent) {
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      remove(socket);
      return socket.terminate();
    }
    socket.send(JSON.stringify(event));
  }

  /** Tells the socket its session is gone, then closes it (docs/security-rules.md, rule 7). */
  function closeRevoked(socket: LiveSocket, event: RealtimeEvent) {
    send(socket, event);
    remove(socket);
    socket.close(REALTIME_CLOSE.unauthorized, 'Signed out');
  }

  /** One slice of the sockets: a socket that missed its last pong is dropped, the rest pinged. */
  let beats = 0;
  function beat() {
    for (const socket of [...bySlice[beats++ % slices]!]) {
      const s = state.get(socket)!;
      if (!s.alive) {
        remove(socket);
        socket.terminate();
        continue;
      }
      s.alive = false;
      s.messages = 0;
      socket.ping();
    }
  }
  const timer = setInterval(beat, limits.heartbeatMs / slices);
  timer.unref();

  return {
    /** Registers the socket; false (and nothing registered) when the user is at the cap. */
    add(userId: string, socket: LiveSocket, sessionId: string): boolean {
      const sockets = byUser.get(userId) ?? new Set<LiveSocket>();
      if (sockets.size >= limits.maxSocketsPerUser) return false;
      sockets.add(socket);
      byUser.set(userId, sockets);
      // Sockets are dealt round the slices, so each beat pings about as many.
      const slice = nextSlice++ % slices;
      bySlice[slice]!.add(socket);
      state.set(socket, { userId, sessionId, alive: true, messages: 0, slice });
      return true;
    },
    remove,
    send,
    /**
     * The event to every socket the user has here. `session.revoked` also closes them: all of
     * them, or only those of the one session it names (a sign-out on one device).
     */
    deliver(userId: string, event: RealtimeEvent) {
      for (const socket of [...(byUser.get(userId) ?? [])]) {
        const revoked = event.type === 'session.revoked';
        if (revoked && event.sessionId && state.get(socket)?.sessionId !== event.sessionId)
          continue;
        if (revoked) closeRevoked(socket, event);
        else send(socket, event);
      }
    },
    /** The sessions that have a socket here. */
    sessionIds: () => [...new Set([...state.values()].map((s) => s.sessionId))],
    /**
     * After events may have been lost: a socket whose session is no longer `live` is closed as
     * on a revocation (its revocation may be among the lost), the others are told to catch up.
     */
    resync(live: ReadonlySet<string>) {
      for (const [socket, s] of [...state]) {
        if (live.has(s.sessionId)) send(socket, { type: 'resync' });
        else closeRevoked(socket, { type: 'session.revoked', sessionId: s.sessionId });
      }
    },
    /** A pong arrived: the socket lives through the next heartbeat. */
    markAlive(socket: LiveSocket) {
      const s = state.get(socket);
      if (s) s.alive = true;
    },
    /** Counts a client message; false once the socket has sent more than it may. */
    allowMessage(socket: LiveSocket): boolean {
      const s = state.get(socket);
      return !!s && ++s.messages <= limits.maxMessagesPerBeat;
    },
    socketCount: (userId: string) => byUser.get(userId)?.size ?? 0,
    stop: () => clearInterval(timer),
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
