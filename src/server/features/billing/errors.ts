import { billingApi } from '#shared/contracts/billing-api.js';
import { adminPurchasesApi, purchasesApi } from '#shared/contracts/purchases.js';
import { errorSet } from '#server/plugins/error-set.js';

/**
 * Billing's expected errors, with the statuses its contracts give them. Closing an account's
 * payments answers on the account and admin deletion endpoints, which give PROVIDER_UNAVAILABLE
 * the same 503.
 */
export const billingErrors = errorSet(billingApi, purchasesApi, adminPurchasesApi);
