import type { Db } from '../../db/connect.js';
import type { PaymentsPort } from '../../platform/payments/index.js';
import { reconcilePending } from './service.js';

type JobLog = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface ReconcileJobOptions {
  db: Db;
  payments: PaymentsPort;
  log: JobLog;
  /**
   * Time between passes. 5 minutes: Stripe itself retries a failed webhook for days and the
   * success page checks the provider while the buyer waits, so this pass only catches the buyer
   * who closed the tab before a webhook that never comes. Minutes of delay are fine for them, and
   * each pass costs one query plus one provider call per unfulfilled order of the last two days.
   */
  intervalMs?: number;
  /** Delay of the first pass: soon after start (orders left over while the server was down), but not during start-up. */
  firstRunMs?: number;
}

export const RECONCILE_INTERVAL_MS = 5 * 60_000;
export const RECONCILE_FIRST_RUN_MS = 30_000;

/**
 * One reconciliation pass that never throws and never runs twice at once: a call while a pass
 * is in flight joins that pass instead of asking the provider about the same orders again.
 */
export function createReconcilePass({ db, payments, log }: Pick<ReconcileJobOptions, 'db' | 'payments' | 'log'>) {
  let inFlight: Promise<void> | undefined;
  const pass = () => {
    inFlight ??= reconcilePending(db, payments, log)
      // The database or the provider may be down for a while: log it and try at the next pass.
      .catch((err: unknown) => log.error({ err }, 'payment reconciliation pass failed'))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return Object.assign(pass, { settled: () => inFlight ?? Promise.resolve() });
}

/**
 * Fulfils paid one-time payments whose webhook was lost (SECURITY.md row 16), periodically.
 * Every instance may run it: fulfilment grants each payment once, however often it is reported.
 * Returns `stop`, which resolves once the pass in flight (if any) has finished.
 */
export function startReconcileJob({ intervalMs = RECONCILE_INTERVAL_MS, firstRunMs = RECONCILE_FIRST_RUN_MS, ...deps }: ReconcileJobOptions) {
  const pass = createReconcilePass(deps);
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
