import { startPeriodicJob } from '#server/platform/jobs/periodic.js';
import type { Matcher } from './matcher.js';

/**
 * Every 15 minutes, everyone's lists are rebuilt under the exposure cap: between batches a
 * member's own refresh (questionnaire saved, quiz retaken) keeps their list current, so the batch
 * only rebalances. On several instances each runs it; the lists come out the same (deterministic).
 */
export const MATCHING_BATCH_INTERVAL_MS = 15 * 60_000;

export function startMatchingBatchJob(
  matcher: Matcher,
  log: { error(obj: object, msg: string): void },
) {
  return startPeriodicJob({
    name: 'matching batch',
    run: () => matcher.runBatch(),
    log,
    intervalMs: MATCHING_BATCH_INTERVAL_MS,
    firstRunMs: 60_000,
  });
}
