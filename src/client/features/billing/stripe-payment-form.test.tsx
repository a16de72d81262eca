// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../lib/render-with-queries.fixture';
import { blueprintSession } from './checkout-session.fixture';
import StripePaymentForm from './stripe-payment-form';

// Stripe.js cannot load here (it must come from js.stripe.com): stand in for its React bindings.
const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), confirmCardPayment: vi.fn() }));
const elementsSeen = vi.hoisted((): { options: unknown; paymentElement: unknown } => ({
  options: null,
  paymentElement: null,
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve(stripe)) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    elementsSeen.options = options;
    return children;
  },
  PaymentElement: ({ options }: { options: unknown }) => {
    elementsSeen.paymentElement = options;
    return <div data-testid="payment-element" />;
  },
  useStripe: () => stripe,
  useElements: () => ({ id: 'elements' }),
}));

const session = blueprintSession({
  paymentIntentId: 'pi_123',
  clientSecret: 'pi_123_secret_abc',
  provider: 'stripe',
  publishableKey: 'pk_test_123',
});
const props = {
  session,
  amount: '$59.90',
  submitLabel: 'Complete Payment - $59.90',
  returnUrl: 'http://app/payment-success?x=1',
};
const pay = () => screen.getByRole('button', { name: /Complete Payment|Processing/ });

beforeEach(() => {
  stripe.confirmPayment.mockReset();
  stripe.confirmCardPayment.mockReset();
});
afterEach(cleanup);

describe('StripePaymentForm', () => {
  it('mounts the Payment Element in tabs layout on the intent and confirms without a needless redirect', async () => {
    stripe.confirmPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_123', status: 'succeeded' },
    });
    const onPaid = vi.fn();
    renderWithQueries(<StripePaymentForm {...props} onPaid={onPaid} />);
    expect(elementsSeen.options).toMatchObject({ clientSecret: 'pi_123_secret_abc' });
    expect(elementsSeen.paymentElement).toEqual({ layout: 'tabs' });
    await act(async () => fireEvent.click(pay()));
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { id: 'elements' },
      confirmParams: { return_url: props.returnUrl },
      redirect: 'if_required',
    });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_123'));
  });

  it('confirms once however fast the buyer clicks', async () => {
    stripe.confirmPayment.mockReturnValue(new Promise(() => {}));
    renderWithQueries(<StripePaymentForm {...props} onPaid={vi.fn()} />);
    fireEvent.click(pay());
    fireEvent.click(pay());
    await act(async () => {});
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
  });

  it("shows Stripe's message when the card is refused", async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: { message: 'Your card has insufficient funds.' },
    });
    const onPaid = vi.fn();
    renderWithQueries(<StripePaymentForm {...props} onPaid={onPaid} />);
    await act(async () => fireEvent.click(pay()));
    expect(await screen.findByText('Your card has insufficient funds.')).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('pays with a saved card through confirmCardPayment', async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { id: 'pi_123', status: 'succeeded' },
    });
    const onPaid = vi.fn();
    const savedCards = [
      { id: 'pm_1', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 } },
    ];
    renderWithQueries(<StripePaymentForm {...props} savedCards={savedCards} onPaid={onPaid} />);
    expect(screen.queryByTestId('payment-element')).toBeNull();
    await act(async () => fireEvent.click(pay()));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_abc', {
      payment_method: 'pm_1',
    });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_123'));
  });

  it('says so when the server sent no publishable key', () => {
    renderWithQueries(
      <StripePaymentForm
        {...props}
        session={{ ...session, publishableKey: null }}
        onPaid={vi.fn()}
      />,
    );
    expect(screen.getByText('Stripe publishable key not available')).toBeTruthy();
  });
});
