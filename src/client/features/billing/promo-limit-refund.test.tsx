// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentStatus } from '#shared/contracts/billing';
import { memberProfile, renderFor } from '../../lib/member.fixture';
import { paymentStatusQuery } from './api';
import { PaymentSuccess } from './payment-success';
import { PlanSuccess } from './plan-success';

afterEach(cleanup);

/** A payment refused at fulfilment over its code's limit (decision 0028), as the server answers it. */
const refused = (over: Partial<PaymentStatus>): PaymentStatus => ({
  paymentIntentId: 'pi_late',
  status: 'refunded',
  fulfilled: false,
  refundReason: 'promo_limit',
  kind: 'blueprint',
  productId: 'blueprint',
  description: 'Blueprint Purchase',
  promoCode: 'RUSH2',
  originalCents: 5990,
  amountCents: 4792,
  discountCents: 1198,
  minimumEnforced: false,
  currency: 'usd',
  createdAt: '2025-01-01T00:00:00.000Z',
  paidAt: null,
  ...over,
});

const retryLink = () => screen.getByRole('link', { name: 'Try again without the code' });

describe('a payment refunded because its promo code reached its limit', () => {
  it('tells a buyer signed out that the blueprint money went back, and leads to their checkout', async () => {
    const checkoutUrl = '/blueprint-payment?email=maya%40example.com&userId=member-1';
    renderFor(
      null,
      <PaymentSuccess paymentIntentId="pi_late" clientSecret="s" checkoutUrl={checkoutUrl} />,
      (client) => client.setQueryData(paymentStatusQuery('pi_late', 's').queryKey, refused({})),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your promo code reached its limit' }),
    ).toBeTruthy();
    expect(screen.getByText(/another payment took the last use of/).textContent).toContain('RUSH2');
    expect(screen.getByText(/refunded the full \$47\.92 to your card/)).toBeTruthy();
    expect(screen.getByText(/5 to 10 business days/)).toBeTruthy();
    expect(screen.queryByText(/Confirming your payment|Nothing was charged/)).toBeNull();
    expect(retryLink().getAttribute('href')).toBe(checkoutUrl);
  });

  it('says the plan did not start and offers the same plan again', async () => {
    const plan = refused({ kind: 'subscription', productId: 'popular', amountCents: 6392 });
    renderFor({ profile: memberProfile() }, <PlanSuccess paymentIntentId="pi_late" />, (client) =>
      client.setQueryData(paymentStatusQuery('pi_late').queryKey, plan),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your promo code reached its limit' }),
    ).toBeTruthy();
    expect(screen.getByText(/The plan did not start and will not bill you\./)).toBeTruthy();
    expect(retryLink().getAttribute('href')).toBe('/billing?plan=popular');
  });
});
