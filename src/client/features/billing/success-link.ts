import { blueprintCheckoutUrl, paths } from '#shared/page-urls';

/** Whose checkout a payment came from: what the checkout link (/blueprint-payment) names. */
interface CheckoutBuyer {
  email: string;
  userId: string;
}

/**
 * The /payment-success link (docs/product-rules.md §2): amounts in cents, user_id base64-encoded,
 * and the client secret under the name Stripe's own redirect gives it, so a buyer who paid signed
 * out can still read their payment. The email too, with user_id the checkout link's own pair: a
 * buyer refunded over a promo limit, most often signed out (decision 0016), can go back to it.
 */
export function paymentSuccessPath(
  order: {
    amountCents: number;
    paymentIntentId: string;
    clientSecret: string;
    promoCode: string | null;
    discountCents: number;
  } & CheckoutBuyer,
) {
  const params = new URLSearchParams({
    amount: String(order.amountCents),
    currency: 'USD',
    description: 'Blueprint Purchase',
    payment_intent: order.paymentIntentId,
    payment_intent_client_secret: order.clientSecret,
    user_id: btoa(order.userId),
    email: order.email,
  });
  if (order.promoCode && order.discountCents > 0) {
    params.set('promo_code', order.promoCode);
    params.set('discount', String(order.discountCents));
  }
  return `${paths.paymentSuccess}?${params.toString()}`;
}

/** The checkout a /payment-success link came from, or null when it does not name one whole. */
export function checkoutOfSuccessLink(params: URLSearchParams): string | null {
  const email = params.get('email');
  let userId: string | null = null;
  try {
    userId = atob(params.get('user_id') ?? '');
  } catch {
    // Not base64: a link someone edited names no checkout.
  }
  return email && userId ? blueprintCheckoutUrl(email, userId) : null;
}
