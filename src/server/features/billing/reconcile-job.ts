import type { Db } from '#server/db/connect.js';
import type { PaymentsPort } from '#server/platform/payments/index.js';
import { singleFlight, startPeriodicJob } from '#server/platform/jobs/periodic.js';
import { finishRequestedRefunds } from './money-back.js';
import type { Receipts } from './receipt-mail.js';
import { reconcilePending } from './service.js';

type JobLog = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface ReconcileJobOptions {
  db: Db;
  payments: PaymentsPort;
  log: JobLog;
  /** Receipts for what a pass fulfils (receipt-mail.ts). */
  receipts: Receipts;
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

/** One pass: paid checkouts whose webhook was lost, then refunds asked for and not finished. */
async function reconcile({
  db,
  payments,
  log,
  receipts,
}: Pick<ReconcileJobOptions, 'db' | 'payments' | 'log' | 'receipts'>) {
  await reconcilePending(db, payments, log, receipts);
  await finishRequestedRefunds(db, { payments, receipts }, log);
}

export const RECONCILE_INTERVAL_MS = 5 * 60_000;
export const RECONCILE_FIRST_RUN_MS = 30_000;

/** One reconciliation pass that never throws and never runs twice at once. */
export const createReconcilePass = (
  options: Pick<ReconcileJobOptions, 'db' | 'payments' | 'log' | 'receipts'>,
) => singleFlight('payment reconciliation', () => reconcile(options), options.log);

/**
 * Fulfils paid one-time payments whose webhook was lost (docs/security-rules.md, rule 16), and
 * finishes refunds left half-done (decision 0033), periodically.
 * Every instance may run it: fulfilment grants each payment once, however often it is reported.
 * Returns `stop`, which resolves once the pass in flight (if any) has finished.
 */
export function startReconcileJob({
  intervalMs = RECONCILE_INTERVAL_MS,
  firstRunMs = RECONCILE_FIRST_RUN_MS,
  db,
  payments,
  log,
  receipts,
}: ReconcileJobOptions) {
  return startPeriodicJob({
    name: 'payment reconciliation',
    run: () => reconcile({ db, payments, log, receipts }),
    log,
    intervalMs,
    firstRunMs,
  });
}
