import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { TEST_ORIGIN } from '../src/server/testing/create-test-app.js';
import { seedMembers } from './lib/chat-members.js';
import { startServer, withServers } from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import type { BenchResult } from './lib/report.js';
import { percentile } from './lib/sockets.js';

const WARM_UP = 50;
const MEASURED = 300;
const P95_BUDGET_MS = 50;
/** What members ask, round the topics (and one the coach must ask back about). */
const QUESTIONS = [
  'I have a first date on Friday and I am nervous. Any tips?',
  'What should I write as a first message?',
  'He has not replied in two days. Should I text again?',
  'We keep arguing about chores. What can we do?',
  'How do I tell her I want to be exclusive?',
  'I feel like nobody wants me.',
  'We live in different countries. How do we make it work?',
  'What is the capital of France?',
];

/** One POST with a JSON body, timed until the whole answer (a stream, for the coach) is read. */
function timedPost(port: number, path: string, cookie: string, body: object) {
  const started = performance.now();
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function p95Of(ask: (i: number) => Promise<number>) {
  for (let i = 0; i < WARM_UP; i++) await ask(i);
  const times: number[] = [];
  for (let i = 0; i < MEASURED; i++) times.push(await ask(i));
  return { p95: percentile(times, 95), p50: percentile(times, 50) };
}

/**
 * (d) The built-in coach: a member's question stored, their portrait and recent turns read, the
 * reply written, streamed and stored; one at a time, against a plain chat message to a match.
 */
export async function benchCoach(): Promise<BenchResult> {
  const { url, drop } = await createBenchDatabase();
  try {
    const { pairs } = await seedMembers(url, 2, { pairs: true });
    const { a, sessionId } = pairs[0]!;
    const { coach, chat } = await withServers(
      [startServer('app.ts', { BENCH_DATABASE_URL: url })],
      async ([app]) => ({
        coach: await p95Of((i) =>
          timedPost(app!.port, '/api/coach/messages', a.cookie, {
            id: randomUUID(),
            content: QUESTIONS[i % QUESTIONS.length],
          }),
        ),
        chat: await p95Of((i) =>
          timedPost(app!.port, `/api/chats/${sessionId}/messages`, a.cookie, {
            id: randomUUID(),
            content: `Message ${i}`,
          }),
        ),
      }),
    );
    return {
      name: 'The Relationship Coach, built-in engine',
      figure: `ask to the whole stored reply: p95 ${coach.p95.toFixed(1)} ms, p50 ${coach.p50.toFixed(1)} ms (${MEASURED} questions in turn)`,
      baseline: `a chat message to a match, same process: p95 ${chat.p95.toFixed(1)} ms, p50 ${chat.p50.toFixed(1)} ms`,
      ratio: coach.p95 / chat.p95,
      ratioLabel: 'p95 coach / p95 chat message',
      budget: `p95 < ${P95_BUDGET_MS} ms`,
      pass: coach.p95 < P95_BUDGET_MS,
      note: 'PostgreSQL; RATE_LIMIT=off (the 30-an-hour limit would stop the run); eight questions in turn, one outside every topic',
    };
  } finally {
    await drop();
  }
}
