import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { TEST_ORIGIN } from '../../src/server/testing/create-test-app.js';
import type { BenchPair } from './chat-members.js';
import { closeAll, openSocket, paced, percentile } from './sockets.js';

export const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 1000);
export const CHAT_WARM_UP_SECONDS = 5;
/** Measured rounds of each setup, alternating, and their length. */
export const CHAT_ROUNDS = 5;
export const CHAT_ROUND_SECONDS = 2;
/** How long a message may take before it counts as lost. */
const LATE_MS = 5_000;

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** POST /api/chats/:id/messages, as a browser sends it; resolves with the status. */
function post(port: number, cookie: string, sessionId: string, id: string, content: string) {
  const body = JSON.stringify({ id, content });
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/chats/${sessionId}/messages`,
        agent,
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface Delivery {
  p50: number;
  p99: number;
  delivered: number;
  lost: number;
  failed: number;
}

/** Waits until every counted message has arrived, or `LATE_MS` has passed. */
async function settle(outstanding: () => number) {
  const until = performance.now() + LATE_MS;
  while (outstanding() > 0 && performance.now() < until)
    await new Promise((r) => setTimeout(r, 20));
}

/**
 * Members in pairs writing to each other, every member's socket open on the instance `portOf`
 * names for their side. Each `round` sends CHAT_RATE messages per second (each pair in turn, the
 * direction alternating); a message counts from the moment its POST starts to the moment the
 * other member's socket hears `chat_message.created` for it.
 */
export async function chatTraffic(pairs: BenchPair[], portOf: (side: 0 | 1) => number) {
  const sentAt = new Map<string, { t: number; to: string }>();
  let latencies: number[] = [];
  const hear = (memberId: string) => (text: string, at: number) => {
    const event = JSON.parse(text) as { type: string; messageId?: string };
    const sent = event.type === 'chat_message.created' ? sentAt.get(event.messageId!) : undefined;
    if (!sent || sent.to !== memberId) return;
    sentAt.delete(event.messageId!);
    latencies.push(at - sent.t);
  };
  const members = pairs.flatMap((p) => [
    { member: p.a, side: 0 as const },
    { member: p.b, side: 1 as const },
  ]);
  const sockets: WebSocket[] = [];
  for (let i = 0; i < members.length; i += 200)
    sockets.push(
      ...(await Promise.all(
        members
          .slice(i, i + 200)
          .map(({ member, side }) => openSocket(portOf(side), member.cookie, hear(member.id))),
      )),
    );

  async function round(seconds: number): Promise<Delivery> {
    latencies = [];
    sentAt.clear();
    let failed = 0;
    let sent = 0;
    await paced(CHAT_RATE, seconds, (i) => {
      const pair = pairs[i % pairs.length]!;
      const forward = Math.floor(i / pairs.length) % 2 === 0;
      const [from, to, side] = forward
        ? [pair.a, pair.b, 0 as const]
        : [pair.b, pair.a, 1 as const];
      // The nudge can arrive before the POST's answer: the id is chosen, and listened for, first.
      const id = randomUUID();
      sentAt.set(id, { t: performance.now(), to: to.id });
      sent++;
      void post(portOf(side), from.cookie, pair.sessionId, id, `Message ${i}`).then(
        (status) => void (status !== 200 && failed++),
        () => void failed++,
      );
    });
    await settle(() => sent - latencies.length - failed);
    return {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      delivered: latencies.length,
      lost: sent - latencies.length - failed,
      failed,
    };
  }
  return { round, close: () => closeAll(sockets) };
}
