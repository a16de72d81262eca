// What the app uses of billing. Billing owns orders, payment_events and promo_codes.
export { billingLifecycle, closePaymentsOf } from './account-closing.js';
export { startReconcileJob } from './reconcile-job.js';
export { recordSandboxPurchase } from './sandbox-purchase.js';
