import type { Pricing, ValidatePromoResponse } from '#shared/contracts/billing.js';
import {
  BLUEPRINT_PRICE_CENTS,
  CURRENCY,
  applyCoupon,
  describeCoupon,
  planById,
  type Coupon,
  type PlanId,
} from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import type { PaymentsPort, ProviderPromotion } from '#server/platform/payments/index.js';
import { billingErrors } from './errors.js';
import { hasPaidBefore, redemptionsOf } from './promotion-limits.js';
import { withProvider } from './provider-calls.js';

type Product = 'blueprint' | PlanId;

export const INVALID_PROMO = 'Invalid promo code';

/** A price as the checkout shows it. */
export const toPricing = (price: ReturnType<typeof applyCoupon>): Pricing => ({
  ...price,
  currency: CURRENCY,
});

/**
 * Whether the code's limits let this buyer use it now. We enforce them ourselves for every
 * provider: our server prices the payment, so no provider ever sees the code redeemed. Unknown
 * buyer (the code checked before sign-in): checked again when the payment is created. Payments
 * opened at the same moment all pass here; fulfilment checks again, one at a time (decision 0028).
 */
async function withinLimits(db: Db, promo: ProviderPromotion, buyerId: string | null) {
  const { maxRedemptions, expiresAt, firstTimeOnly } = promo.limits;
  if (expiresAt && expiresAt.getTime() <= Date.now()) return false;
  if (maxRedemptions !== null && (await redemptionsOf(db, promo.code)) >= maxRedemptions)
    return false;
  return !(firstTimeOnly && buyerId && (await hasPaidBefore(db, buyerId)));
}

/** A promotion this buyer may use for this product now, or null. Plan codes work for any plan. */
async function findPromotion(
  db: Db,
  payments: PaymentsPort,
  code: string,
  product: Product,
  buyerId: string | null,
): Promise<ProviderPromotion | null> {
  const promo = await withProvider(() => payments.findPromotion(code));
  if (!promo) return null;
  const wanted = product === 'blueprint' ? 'blueprint' : 'plan';
  if (promo.appliesTo !== 'any' && promo.appliesTo !== wanted) return null;
  return (await withinLimits(db, promo, buyerId)) ? promo : null;
}

const couponBody = (c: Coupon) => ({
  percentOff: c.percentOff ?? null,
  amountOffCents: c.amountOffCents ?? null,
});

export async function validatePromo(
  db: Db,
  payments: PaymentsPort,
  { code, product, buyerId }: { code: string; product: Product; buyerId: string | null },
): Promise<ValidatePromoResponse> {
  const promo = await findPromotion(db, payments, code, product, buyerId);
  if (!promo) return { valid: false, error: INVALID_PROMO };
  const price = product === 'blueprint' ? BLUEPRINT_PRICE_CENTS : planById(product).priceCents;
  return {
    valid: true,
    code: promo.code,
    promotionCodeId: promo.promotionCodeId,
    coupon: couponBody(promo.coupon),
    description: describeCoupon(promo.coupon),
    pricing: toPricing(applyCoupon(price, promo.coupon)),
  };
}

/** The checkout's price: the product's, less a valid promo (an invalid one is a 400, not ignored). */
export async function priceWithPromo(
  db: Db,
  payments: PaymentsPort,
  input: { priceCents: number; code: string | null; product: Product; buyerId: string },
) {
  if (!input.code) return { price: applyCoupon(input.priceCents, null), promoCode: null };
  const promo = await findPromotion(db, payments, input.code, input.product, input.buyerId);
  if (!promo) throw billingErrors.fail('INVALID_PROMO', INVALID_PROMO);
  return { price: applyCoupon(input.priceCents, promo.coupon), promoCode: promo.code };
}
