import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { TEST_ORIGIN } from '../../src/server/testing/create-test-app.js';

/** What a socket heard: an event's JSON text and when it arrived (performance.now()). */
export type OnMessage = (text: string, at: number) => void;

/** One member's socket, open and past the server's `hello`. */
export function openSocket(port: number, cookie: string | undefined, onMessage: OnMessage) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    perMessageDeflate: false,
  });
  return new Promise<WebSocket>((resolve, reject) => {
    ws.once('message', () => {
      ws.on('message', (data: Buffer) => onMessage(data.toString('utf8'), performance.now()));
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`socket refused: ${res.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

/** Opens one socket per cookie, `batch` at a time (a burst of thousands would be a benchmark of its own). */
export async function openSockets(
  port: number,
  cookies: (string | undefined)[],
  onMessage: OnMessage = () => undefined,
  batch = 200,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < cookies.length; i += batch)
    sockets.push(
      ...(await Promise.all(
        cookies.slice(i, i + batch).map((c) => openSocket(port, c, onMessage)),
      )),
    );
  return sockets;
}

export const closeAll = (sockets: WebSocket[]) => sockets.forEach((ws) => ws.terminate());

/** The 99th (or any) percentile of a list of milliseconds. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Calls `send(i)` at `perSecond` for `seconds`, on a fixed schedule (open loop: a slow answer
 * does not slow the sender, so queueing shows in the latency instead of hiding in a lower rate).
 */
export async function paced(perSecond: number, seconds: number, send: (i: number) => void) {
  const total = perSecond * seconds;
  const started = performance.now();
  for (let i = 0; i < total;) {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; i < Math.min(due, total); i++) send(i);
    await new Promise((r) => setTimeout(r, 1));
  }
}
