import { readFileSync, writeFileSync } from 'node:fs';

/** One field of a process's /proc status (Linux), in bytes. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) * 1024;
}

/** A process's resident memory now, in bytes. */
export const rss = (pid: number) => statusBytes(pid, 'VmRSS');

/**
 * The most resident memory a process held while `work` ran, above what it held before: the peak
 * is reset first (writing 5 to clear_refs), so nothing from its start-up counts.
 */
export async function peakGrowth(pid: number, work: () => Promise<unknown>) {
  const before = rss(pid);
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  await work();
  return statusBytes(pid, 'VmHWM') - before;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
