/** docs/product-rules.md §8, payment errors, word for word. */
export const PAYMENT_MESSAGES = {
  failed: 'Payment failed',
  processingFailed: 'Payment processing failed',
  actionRequired: 'Payment failed (action required)',
} as const;
