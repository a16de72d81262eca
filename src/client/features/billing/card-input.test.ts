import { describe, expect, it } from 'vitest';
import { formatExpiry, groupCardNumber } from './card-fields';
import { checkoutOfSuccessLink, paymentSuccessPath } from './success-link';

describe('card input as people type it', () => {
  it('groups the card number by four and drops anything but digits', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('writes the expiry as MM / YY and lets the slash be deleted', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('1234', '')).toBe('12 / 34');
    expect(formatExpiry('12/345', '12 / 34')).toBe('12 / 34');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });
});

describe('the /payment-success link (docs/product-rules.md §2)', () => {
  const order = {
    amountCents: 4792,
    paymentIntentId: 'pi_1',
    clientSecret: 'pi_1_secret_z',
    userId: 'user-1',
    email: 'maya@example.com',
    promoCode: 'BLUEPRINT20',
    discountCents: 1198,
  };

  it('carries amount in cents, USD, the description, the intent, its secret, a base64 user id and the email', () => {
    const params = new URL(paymentSuccessPath(order), 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      amount: '4792',
      currency: 'USD',
      description: 'Blueprint Purchase',
      payment_intent: 'pi_1',
      payment_intent_client_secret: 'pi_1_secret_z',
      user_id: btoa('user-1'),
      email: 'maya@example.com',
      promo_code: 'BLUEPRINT20',
      discount: '1198',
    });
  });

  it('leaves promo_code and discount out when nothing was taken off', () => {
    const params = new URL(paymentSuccessPath({ ...order, discountCents: 0 }), 'http://x')
      .searchParams;
    expect(params.has('promo_code')).toBe(false);
    expect(params.has('discount')).toBe(false);
  });

  it('leads back to the checkout it came from, and nowhere when it does not name one whole', () => {
    const params = new URL(paymentSuccessPath(order), 'http://x').searchParams;
    expect(checkoutOfSuccessLink(params)).toBe(
      '/blueprint-payment?email=maya%40example.com&userId=user-1',
    );
    params.delete('email');
    expect(checkoutOfSuccessLink(params)).toBeNull();
    expect(
      checkoutOfSuccessLink(new URLSearchParams({ email: 'a@b.c', user_id: '%%' })),
    ).toBeNull();
  });
});
