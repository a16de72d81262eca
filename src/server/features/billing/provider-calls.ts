import { ProviderUnavailableError } from '#server/platform/payments/index.js';
import type { AppError } from '#server/plugins/errors.js';
import { billingErrors } from './errors.js';

const providerDown = () =>
  billingErrors.fail(
    'PROVIDER_UNAVAILABLE',
    'The payment service is not answering. Please try again in a moment; you have not been charged.',
  );

/**
 * Runs a provider call; its outage becomes a clear 503 (nothing charged, nothing granted), or
 * the caller's own answer when it says more (e.g. that nothing was deleted).
 */
export async function withProvider<T>(
  work: () => Promise<T>,
  outage: () => AppError = providerDown,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw outage();
    throw err;
  }
}
