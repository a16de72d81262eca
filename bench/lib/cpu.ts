import { readFileSync } from 'node:fs';
import { hit, type Target } from './load.js';

/** Linux counts process CPU time in clock ticks, 100 a second on every common kernel. */
const MS_PER_TICK = 10;

/** CPU time a process has used so far (all its threads, user and system), in milliseconds. */
export function cpuMs(pid: number): number {
  // /proc/<pid>/stat: fields 14 and 15 are utime and stime; the name in (...) may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

export interface CpuCost {
  /** Server CPU per answered request, in microseconds. */
  usPerRequest: number;
  requests: number;
  p99: number;
}

/**
 * One server at a fixed request rate, well under what either side can serve, with its CPU time
 * read from /proc around the run. Unlike requests per second at saturation, this does not depend
 * on how fast the load generator is or on how the scheduler shares two cores between it and the
 * server: it is what one request costs the server.
 */
export async function cpuAtRate(
  target: Target,
  pid: number,
  rate: number,
  seconds: number,
): Promise<CpuCost> {
  const before = cpuMs(pid);
  const r = await hit(target, seconds, { connections: 8, overallRate: rate });
  const used = cpuMs(pid) - before;
  return {
    usPerRequest: (used * 1000) / r.requests.total,
    requests: r.requests.total,
    p99: r.latency.p99,
  };
}
