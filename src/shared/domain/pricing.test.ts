import { describe, expect, it } from 'vitest';
import {
  BLUEPRINT_PRICE_CENTS,
  MINIMUM_CHARGE_CENTS,
  PLANS,
  applyCoupon,
  describeCoupon,
  formatCents,
  planById,
  promoAmountToCents,
} from './pricing.js';

describe('prices (docs/product-rules.md §9)', () => {
  it('has the blueprint and the three concierge plans', () => {
    expect(BLUEPRINT_PRICE_CENTS).toBe(5990);
    expect(PLANS.map((p) => [p.id, p.connections, p.priceCents, p.badge])).toEqual([
      ['basic', 3, 4990, null],
      ['popular', 5, 7490, 'Most Popular'],
      ['premium', 10, 9990, null],
    ]);
    expect(planById('popular').interval).toBe('month');
  });
});

describe('applyCoupon', () => {
  it('charges the full price without a coupon', () => {
    expect(applyCoupon(5990, null)).toEqual({
      originalCents: 5990,
      amountCents: 5990,
      discountCents: 0,
      minimumEnforced: false,
    });
  });

  it('rounds percent-off half up in whole cents', () => {
    expect(applyCoupon(5990, { percentOff: 15 }).amountCents).toBe(5092); // 5091.5
    expect(applyCoupon(5990, { percentOff: 10 }).amountCents).toBe(5391);
    expect(applyCoupon(4990, { percentOff: 33 }).amountCents).toBe(3343); // 3343.3
    expect(applyCoupon(7490, { percentOff: 50 })).toMatchObject({
      amountCents: 3745,
      discountCents: 3745,
    });
  });

  it('caps percentages to 0..100', () => {
    expect(applyCoupon(5990, { percentOff: 150 }).discountCents).toBe(5990 - MINIMUM_CHARGE_CENTS);
    expect(applyCoupon(5990, { percentOff: -5 }).amountCents).toBe(5990);
  });

  it('subtracts amount-off, floored at 0, never below zero discount', () => {
    expect(applyCoupon(5990, { amountOffCents: 1000 })).toMatchObject({
      amountCents: 4990,
      discountCents: 1000,
    });
    expect(applyCoupon(5990, { amountOffCents: 5940 })).toMatchObject({
      amountCents: 50,
      minimumEnforced: false,
    });
    expect(applyCoupon(5990, { amountOffCents: -300 }).amountCents).toBe(5990);
  });

  it('raises a total below the minimum charge to it and says so', () => {
    expect(applyCoupon(5990, { amountOffCents: 5941 })).toEqual({
      originalCents: 5990,
      amountCents: 50,
      discountCents: 5940,
      minimumEnforced: true,
    });
    expect(applyCoupon(5990, { amountOffCents: 99_999 })).toMatchObject({
      amountCents: 50,
      minimumEnforced: true,
    });
    expect(applyCoupon(5990, { percentOff: 100 })).toMatchObject({
      amountCents: 50,
      discountCents: 5940,
      minimumEnforced: true,
    });
    expect(applyCoupon(5990, { percentOff: 99 })).toMatchObject({
      amountCents: 60,
      minimumEnforced: false,
    });
  });

  it('never raises a price that is itself below the minimum', () => {
    expect(applyCoupon(30, null)).toMatchObject({ amountCents: 30, minimumEnforced: false });
  });
});

describe('promoAmountToCents (amounts over 3 digits are cents)', () => {
  it.each([
    [1, 100],
    [15, 1500],
    [999, 99_900],
    [1000, 1000],
    [1500, 1500],
    [0, 0],
    [-4, 0],
  ])('%i -> %i cents', (input, cents) => expect(promoAmountToCents(input)).toBe(cents));
});

describe('formatting', () => {
  it.each([
    [5990, '$59.90'],
    [50, '$0.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [-1000, '-$10.00'],
  ])('%i -> %s', (cents, text) => expect(formatCents(cents)).toBe(text));

  it('describes coupons', () => {
    expect(describeCoupon({ percentOff: 20 })).toBe('20% off');
    expect(describeCoupon({ amountOffCents: 1000 })).toBe('$10.00 off');
  });
});
