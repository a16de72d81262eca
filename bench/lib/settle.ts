import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** All CPUs' busy and total time so far, in clock ticks (the first line of /proc/stat). */
function cpuTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal ...: idle and iowait are the quiet ones.
  const quiet = ticks[3]! + ticks[4]!;
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - quiet, total };
}

/** The share of the machine's CPU time that was busy over the next `ms` milliseconds. */
async function busyShare(ms: number): Promise<number> {
  const before = cpuTicks();
  await sleep(ms);
  const after = cpuTicks();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

export interface Settled {
  /** Seconds waited for the machine to go quiet. */
  waitedSeconds: number;
  /** The busy share of the last second looked at, 0 to 1. */
  busy: number;
}

const QUIET_SHARE = 0.15;
const MAX_WAIT_SECONDS = 60;

/**
 * Waits until the machine is quiet (under 15% busy for a second), at most a minute. What one step
 * leaves running (PostgreSQL writing out a dropped database, an exiting browser) would otherwise
 * be measured as part of the next; a machine that never goes quiet shows in the printed share.
 */
export async function settle(): Promise<Settled> {
  const start = performance.now();
  let busy = await busyShare(1000);
  while (busy >= QUIET_SHARE && performance.now() - start < MAX_WAIT_SECONDS * 1000)
    busy = await busyShare(1000);
  return { waitedSeconds: (performance.now() - start) / 1000, busy };
}
