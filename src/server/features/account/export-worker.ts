import { startPeriodicJob } from '#server/platform/jobs/periodic.js';
import { prepareExports, type ExportWorkerDeps } from './exports.js';

type Log = { error(obj: object, msg: string): void };

/**
 * Prepares data exports in this process, one pass at a time. A request that arrives while a pass
 * runs makes it go round once more, so no export waits for the next periodic pass; `settled()`
 * resolves when nothing is running (tests wait on it).
 */
export function createExportWorker(deps: ExportWorkerDeps, log: Log) {
  let running: Promise<void> | undefined;
  let again = false;
  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await prepareExports(deps).catch((err: unknown) =>
          log.error({ err }, 'data export pass failed'),
        );
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return Object.assign(kick, { settled: () => running ?? Promise.resolve() });
}

/**
 * Every five minutes: exports a crashed process left half-done are taken up again, and links
 * past their 24 hours are retired with their files. Returns `stop`.
 */
export const startExportJob = (pass: () => Promise<void>, log: Log) =>
  startPeriodicJob({
    name: 'data exports',
    run: pass,
    log,
    intervalMs: 5 * 60_000,
    firstRunMs: 30_000,
  });
