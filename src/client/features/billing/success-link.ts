import { paths } from '../../../shared/page-urls';
/**
 * The /payment-success link (docs/product-rules.md §2): amounts in cents, user_id base64-encoded,
 * and the client secret under the name Stripe's own redirect gives it, so a buyer who paid signed
 * out can still read their payment.
 */
export function paymentSuccessPath(order: {
  amountCents: number;
  paymentIntentId: string;
  clientSecret: string;
  userId: string;
  promoCode: string | null;
  discountCents: number;
}) {
  const params = new URLSearchParams({
    amount: String(order.amountCents),
    currency: 'USD',
    description: 'Blueprint Purchase',
    payment_intent: order.paymentIntentId,
    payment_intent_client_secret: order.clientSecret,
    user_id: btoa(order.userId),
  });
  if (order.promoCode && order.discountCents > 0) {
    params.set('promo_code', order.promoCode);
    params.set('discount', String(order.discountCents));
  }
  return `${paths.paymentSuccess}?${params.toString()}`;
}
