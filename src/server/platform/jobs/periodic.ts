type JobLog = { error(obj: object, msg: string): void };

/**
 * A pass of background work that never throws and never runs twice at once: a call while a
 * pass is in flight joins that pass. `settled()` waits for the one in flight, if any.
 */
export function singleFlight(name: string, run: () => Promise<unknown>, log: JobLog) {
  let inFlight: Promise<void> | undefined;
  const pass = () => {
    inFlight ??= run()
      // The database or a provider may be down for a while: log it and try at the next pass.
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, `${name} pass failed`))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return Object.assign(pass, { settled: () => inFlight ?? Promise.resolve() });
}

export interface PeriodicJobOptions {
  name: string;
  run: () => Promise<unknown>;
  log: JobLog;
  intervalMs: number;
  /** Delay of the first pass: soon after start, but not during start-up. */
  firstRunMs: number;
}

/**
 * Runs `run` every `intervalMs` (first after `firstRunMs`), one pass at a time. Returns `stop`,
 * which resolves once the pass in flight (if any) has finished.
 */
export function startPeriodicJob({ name, run, log, intervalMs, firstRunMs }: PeriodicJobOptions) {
  const pass = singleFlight(name, run, log);
  let interval: NodeJS.Timeout | undefined;
  // unref(): the job alone never keeps the process (or a test run) alive.
  const first = setTimeout(() => {
    void pass();
    interval = setInterval(() => void pass(), intervalMs).unref();
  }, firstRunMs).unref();
  return async function stop() {
    clearTimeout(first);
    clearInterval(interval);
    await pass.settled();
  };
}
