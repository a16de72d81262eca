import { seedMembers } from './lib/chat-members.js';
import { startServer, withServers, type RunningServer } from './lib/load.js';
import { rss } from './lib/memory.js';
import { createBenchDatabase } from './lib/postgres.js';
import type { BenchResult } from './lib/report.js';
import { closeAll, openSockets } from './lib/sockets.js';

const SOCKETS = 10_000;
const BUDGET_KB = 20;

const settle = () => new Promise((r) => setTimeout(r, 3_000));

/** Memory one server process holds per open, idle socket: RSS before and after opening them all. */
async function perSocket(server: RunningServer, cookies: (string | undefined)[]) {
  // A first hundred warms the code paths and pools, so what follows is the sockets' own cost.
  const warm = await openSockets(server.port, cookies.slice(0, 100));
  await settle();
  const before = rss(server.pid);
  const sockets = await openSockets(server.port, cookies.slice(100));
  await settle();
  const after = rss(server.pid);
  closeAll([...warm, ...sockets]);
  return (after - before) / sockets.length;
}

/** (c) 10,000 idle signed-in sockets on one process, against a bare ws server holding as many. */
export async function benchChatSockets(): Promise<BenchResult> {
  const { url, drop } = await createBenchDatabase();
  try {
    const { members } = await seedMembers(url, SOCKETS + 100);
    const cookies = members.map((m) => m.cookie);
    const app = await withServers([startServer('app.ts', { BENCH_DATABASE_URL: url })], ([s]) =>
      perSocket(s!, cookies),
    );
    const bare = await withServers([startServer('ws-echo.ts')], ([s]) =>
      perSocket(s!, Array<undefined>(SOCKETS + 100).fill(undefined)),
    );
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    return {
      name: `${SOCKETS.toLocaleString('en-US')} idle signed-in sockets on one process`,
      figure: `app: ${kb(app)} of resident memory per socket`,
      baseline: `bare ws server, as many sockets: ${kb(bare)} per socket`,
      ratio: app / bare,
      ratioLabel: 'memory per socket, app / bare ws',
      budget: `<= ${BUDGET_KB} KB per socket`,
      pass: app <= BUDGET_KB * 1024,
      note: 'RSS of the server process (/proc) before and after opening the sockets, 3 s after each step; each socket authenticated by its own session cookie',
    };
  } finally {
    await drop();
  }
}
