import { z } from 'zod';
import { userIdParams } from './admin.js';
import { endpoint } from './endpoint.js';

/** How long a purchase can be given back under the money-back guarantee (decision 0033). */
export const MONEY_BACK_DAYS = 30;
export const REFUND_REASON_MAX = 500;

/** Who gave a purchase back: its buyer, an admin, or the provider (its dashboard, a dispute). */
export const REFUNDERS = ['member', 'admin', 'provider'] as const;

/** One paid order, as Billing and the admin's member overview list it. */
export const purchase = z.object({
  id: z.string(),
  kind: z.enum(['blueprint', 'subscription']),
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  paidAt: z.string(),
  /** The last moment the buyer can ask for their money back. */
  refundableUntil: z.string(),
  /** Asked for and not yet confirmed by the provider (it finishes by itself). */
  refundPending: z.boolean(),
  refund: z
    .object({
      refundedAt: z.string(),
      by: z.enum(REFUNDERS),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type Purchase = z.infer<typeof purchase>;

export const purchasesResponse = z.object({ purchases: z.array(purchase) });

export const refundBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(REFUND_REASON_MAX)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
});
export type RefundBody = z.input<typeof refundBody>;

const orderId = z.string().min(1).max(100);
const feature = 'billing';
const refundErrors = { NOT_FOUND: 404, ALREADY_REFUNDED: 409, PROVIDER_UNAVAILABLE: 503 } as const;

/** The member's own purchases and the money-back guarantee. */
export const purchasesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/billing/orders',
    access: 'member',
    feature,
    summary: 'The member’s purchases, newest first, with how long each can be refunded',
    response: purchasesResponse,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/billing/orders/:id/refund',
    access: 'member',
    feature,
    summary: 'Give a purchase of the last 30 days back (the money-back guarantee)',
    params: z.object({ id: orderId }),
    body: refundBody,
    response: purchase,
    errors: { ...refundErrors, REFUND_WINDOW_ENDED: 422 },
  }),
};

/**
 * The same, for an admin on a member's overview: any purchase, at any age. Billing registers them
 * (it holds the payments port), so they carry its tag.
 */
export const adminPurchasesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id/orders',
    access: 'admin',
    feature,
    summary: 'A member’s purchases and refunds',
    params: userIdParams,
    response: purchasesResponse,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/orders/:orderId/refund',
    access: 'admin',
    feature,
    summary: 'Refund one of a member’s purchases in full, with the same effects as theirs',
    params: userIdParams.extend({ orderId }),
    body: refundBody,
    response: purchase,
    errors: refundErrors,
  }),
};
