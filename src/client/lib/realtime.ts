import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  REALTIME_CLOSE,
  REALTIME_PING,
  REALTIME_PONG,
  realtimeApi,
  realtimeEvent,
  type RealtimeEvent,
  type RealtimeEventOf,
  type RealtimeEventType,
} from '#shared/contracts/realtime';
import { urlOf } from './api-client';

/**
 * The tab's one WebSocket to the realtime endpoint (`realtimeApi.connect`). Events are nudges:
 * features react by refetching from the API (the database is the truth), and every (re)connect
 * runs the `onReconnect` callbacks so they catch up on whatever happened while the socket was down.
 */
export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** docs/product-rules.md: reconnect back-off 1, 2, 5, 10 s, then every 10 s. */
const BACKOFF_MS = [1000, 2000, 5000, 10_000];
/** docs/product-rules.md: realtime heartbeat 25 s. A ping unanswered by the next beat and the socket counts as dead. */
const HEARTBEAT_MS = 25_000;

/** The wait before reconnect attempt `attempt` (0-based), ±25% so a restart isn't met by every tab at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = BACKOFF_MS[Math.min(Math.max(attempt, 0), BACKOFF_MS.length - 1)]!;
  return Math.round(base * (0.75 + 0.5 * random()));
}

/** Same host as the page; `wss:` under https. */
export const realtimeUrl = (loc: Pick<Location, 'protocol' | 'host'>) =>
  `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${urlOf(realtimeApi.connect)}`;

type Handler = (event: RealtimeEvent) => void;
const handlers = new Map<RealtimeEventType, Set<Handler>>();
const reconnectCallbacks = new Set<() => void>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = 'closed';
let socket: WebSocket | null = null;
let users = 0;
let attempt = 0;
let lastHeard = 0;
let pingSentAt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let heartbeat: ReturnType<typeof setInterval> | undefined;

function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  statusListeners.forEach((notify) => notify());
}

/** Each callback on its own: one feature's failure never stops another's catch-up. */
function runEach<T>(fns: Iterable<(arg: T) => void>, arg: T) {
  for (const fn of [...fns]) {
    try {
      fn(arg);
    } catch (err) {
      console.error('realtime handler failed', err);
    }
  }
}

/** Forgets a socket at once (a dead one may take minutes to report its close) and plans the next try. */
function drop(ws: WebSocket, code?: number) {
  if (socket !== ws) return;
  socket = null;
  clearInterval(heartbeat);
  ws.onopen = ws.onmessage = ws.onclose = null;
  ws.close();
  setStatus('closed');
  if (users === 0) return;
  // Signed out elsewhere or too many tabs: retrying fast would not help.
  if (code === REALTIME_CLOSE.unauthorized || code === REALTIME_CLOSE.tooManyConnections)
    attempt = Math.max(attempt, BACKOFF_MS.length - 1);
  retryTimer = setTimeout(connect, reconnectDelay(attempt++));
}

function connect() {
  clearTimeout(retryTimer);
  if (users === 0 || socket) return;
  setStatus('connecting');
  const ws = new WebSocket(realtimeUrl(location));
  socket = ws;
  ws.onopen = () => {
    attempt = 0;
    lastHeard = Date.now();
    pingSentAt = 0;
    setStatus('open');
    // Compared with the last ping, not the clock: a background tab's timers may run a minute late.
    heartbeat = setInterval(() => {
      if (pingSentAt > lastHeard) return drop(ws);
      pingSentAt = Date.now();
      ws.send(REALTIME_PING);
    }, HEARTBEAT_MS);
    runEach(reconnectCallbacks, undefined);
  };
  ws.onmessage = ({ data }: MessageEvent) => {
    lastHeard = Date.now();
    if (typeof data !== 'string' || data === REALTIME_PONG) return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = realtimeEvent.safeParse(json);
    if (!parsed.success) return;
    if (parsed.data.type === 'resync') runEach(reconnectCallbacks, undefined);
    runEach(handlers.get(parsed.data.type) ?? [], parsed.data);
  };
  ws.onclose = ({ code }: CloseEvent) => drop(ws, code);
}

/** Back online: try now instead of waiting out the back-off. */
function onOnline() {
  attempt = 0;
  connect();
}

/** Keeps the connection wanted until the returned release; the socket closes when no one wants it. */
export function retainRealtime(): () => void {
  if (users++ === 0) {
    attempt = 0;
    if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
    connect();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // On the next tick: React's StrictMode unmounts and remounts at once, which keeps the socket.
    setTimeout(() => {
      if (--users > 0) return;
      clearTimeout(retryTimer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      if (socket) drop(socket);
    }, 0);
  };
}

/** Calls `handler` for each event of `type`; returns the unsubscribe. */
export function onRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (event: RealtimeEventOf<T>) => void,
): () => void {
  const wrapped: Handler = (event) => handler(event as RealtimeEventOf<T>);
  const set = handlers.get(type) ?? new Set<Handler>();
  handlers.set(type, set.add(wrapped));
  return () => void set.delete(wrapped);
}

/** Runs `callback` on every (re)connect, the first included: refetch what may have changed. */
export function onRealtimeReconnect(callback: () => void): () => void {
  reconnectCallbacks.add(callback);
  return () => void reconnectCallbacks.delete(callback);
}

export const realtimeStatus = () => status;

/** The connection, while `enabled` (signed in). Call it once, high in the tree. */
export function useRealtimeConnection(enabled: boolean) {
  useEffect(() => (enabled ? retainRealtime() : undefined), [enabled]);
}

/** `handler` for each event of `type`; the latest handler is used without resubscribing. */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (event: RealtimeEventOf<T>) => void,
) {
  const latest = useRef(handler);
  useEffect(() => void (latest.current = handler));
  useEffect(() => onRealtimeEvent(type, (event) => latest.current(event)), [type]);
}

/** `callback` on every (re)connect, e.g. invalidating the feature's queries. */
export function useRealtimeReconnect(callback: () => void) {
  const latest = useRef(callback);
  useEffect(() => void (latest.current = callback));
  useEffect(() => onRealtimeReconnect(() => latest.current()), []);
}

/** 'open' drives the green 'connected' dot. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (notify) => {
      statusListeners.add(notify);
      return () => void statusListeners.delete(notify);
    },
    realtimeStatus,
    () => 'closed',
  );
}
