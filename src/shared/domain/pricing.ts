/**
 * Prices and promo rules (docs/product-rules.md §9). The server prices every order with these functions;
 * the browser uses the same ones only to show what the server will charge.
 */

export const CURRENCY = 'usd';

/** The Premium Blueprint report, one-time. */
export const BLUEPRINT_PRICE_CENTS = 5990;
export const BLUEPRINT_PRODUCT_ID = 'blueprint_premium';

/** Stripe's smallest charge in USD; a discounted total below it is raised to it. */
export const MINIMUM_CHARGE_CENTS = 50;

export const PLAN_IDS = ['basic', 'popular', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface ConciergePlan {
  id: PlanId;
  name: string;
  description: string;
  priceCents: number;
  /** Match credits one paid month adds to matches_count. */
  connections: number;
  interval: 'month';
  intervalCount: 1;
  badge: 'Most Popular' | null;
}

/** The concierge plans, one month each. */
export const PLANS: readonly ConciergePlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    description: '3 curated connections',
    priceCents: 4990,
    connections: 3,
    interval: 'month',
    intervalCount: 1,
    badge: null,
  },
  {
    id: 'popular',
    name: 'Popular',
    description: '5 curated connections',
    priceCents: 7490,
    connections: 5,
    interval: 'month',
    intervalCount: 1,
    badge: 'Most Popular',
  },
  {
    id: 'premium',
    name: 'Premium',
    description: '10 curated connections',
    priceCents: 9990,
    connections: 10,
    interval: 'month',
    intervalCount: 1,
    badge: null,
  },
];

/**
 * What every concierge plan includes besides its connections (decision 0036), in the words the
 * plan cards use; each is what the concierge feature does, nothing more.
 */
export const CONCIERGE_PERKS = [
  'A personal concierge, a person on our team, to write to from your chat page',
  'Introductions your concierge picks from your matches when you share them: asking one to chat uses no connection',
  'A check-in from your concierge after your dates',
] as const;

export const planById = (id: PlanId): ConciergePlan => PLANS.find((p) => p.id === id)!;

/** A plan id read from outside (an address, navigation state); anything unknown is null. */
export const asPlanId = (value: unknown): PlanId | null =>
  PLAN_IDS.find((id) => id === value) ?? null;

/** A coupon as the rules see it: exactly one of the two is set. */
export type Coupon =
  | { percentOff: number; amountOffCents?: undefined }
  | { amountOffCents: number; percentOff?: undefined };

/**
 * docs/product-rules.md §9: "amounts over 3 digits are treated as cents". A promo amount of 1000 or more is cents
 * (1000 = $10.00); 1 to 999 is whole dollars (15 = $15.00). Used for amounts an admin typed into
 * promo_codes; Stripe's coupon amount_off is cents by definition and is used as it is.
 */
export function promoAmountToCents(amount: number): number {
  const whole = Math.max(0, Math.trunc(amount));
  return whole >= 1000 ? whole : whole * 100;
}

export interface PricedOrder {
  originalCents: number;
  /** What the buyer pays: original minus discount, at least MINIMUM_CHARGE_CENTS. */
  amountCents: number;
  /** original - amount, never negative. */
  discountCents: number;
  minimumEnforced: boolean;
}

/**
 * Price after a coupon. Percent-off: price x (1 - percent/100), rounded half up (computed in
 * whole cents, so 5990 at 15% is exactly 5091.5 -> 5092). Amount-off: price - amount, floored
 * at 0. The discount is capped between 0 and the price; then the minimum charge applies.
 */
export function applyCoupon(priceCents: number, coupon: Coupon | null): PricedOrder {
  let discounted = priceCents;
  if (coupon?.percentOff !== undefined) {
    const percent = Math.min(100, Math.max(0, coupon.percentOff));
    discounted = Math.round((priceCents * (100 - percent)) / 100);
  } else if (coupon?.amountOffCents !== undefined) {
    discounted = Math.max(0, priceCents - Math.max(0, coupon.amountOffCents));
  }
  discounted = Math.min(priceCents, Math.max(0, discounted));
  const minimumEnforced = discounted < MINIMUM_CHARGE_CENTS && priceCents >= MINIMUM_CHARGE_CENTS;
  const amountCents = minimumEnforced ? MINIMUM_CHARGE_CENTS : discounted;
  return {
    originalCents: priceCents,
    amountCents,
    discountCents: priceCents - amountCents,
    minimumEnforced,
  };
}

/** $59.90: always two decimals, thousands separated. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A human description of a coupon: '15% off' or '$10.00 off'. */
export function describeCoupon(coupon: Coupon): string {
  return coupon.percentOff !== undefined
    ? `${coupon.percentOff}% off`
    : `${formatCents(coupon.amountOffCents)} off`;
}
