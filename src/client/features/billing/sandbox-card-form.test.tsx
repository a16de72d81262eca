// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi } from '#shared/contracts/billing-api';
import type * as ApiClient from '../../lib/api-client';
import { renderWithQueries } from '../../lib/render-with-queries.fixture';
import { blueprintSession } from './checkout-session.fixture';
import { SandboxCardForm } from './sandbox-card-form';

const confirm = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  callApi: confirm,
}));

const session = blueprintSession({ paymentIntentId: 'pi_sb_1', clientSecret: 'pi_sb_1_secret_x' });
/** The confirmation call the form sends for one action. */
const sent = (action: object) => [
  billingApi.sandboxConfirm,
  { body: { paymentIntentId: 'pi_sb_1', clientSecret: 'pi_sb_1_secret_x', ...action } },
];

function renderForm(onPaid = vi.fn()) {
  renderWithQueries(
    <SandboxCardForm
      session={session}
      amount="$59.90"
      submitLabel="Complete Payment - $59.90"
      returnUrl="/payment-success"
      onPaid={onPaid}
    />,
  );
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByLabelText('Expiration date'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  return onPaid;
}
const pay = () => screen.getByRole('button', { name: /Complete Payment|Processing/ });

beforeEach(() => confirm.mockReset());
afterEach(cleanup);

describe('SandboxCardForm', () => {
  it('sends one confirmation however fast the buyer clicks, then reports the payment', async () => {
    let settle: (v: unknown) => void = () => {};
    confirm.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const onPaid = renderForm();
    fireEvent.click(pay());
    fireEvent.click(pay());
    fireEvent.submit(pay().closest('form')!);
    await act(async () => {}); // the mutation calls its function a microtask later
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(
      ...sent({ card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } }),
    );
    await act(async () =>
      settle({ status: 'succeeded', paymentIntentId: 'pi_sb_1', message: null }),
    );
    expect(onPaid).toHaveBeenCalledWith('pi_sb_1');
  });

  it('shows the decline reason and stays ready for another card', async () => {
    confirm.mockResolvedValue({
      status: 'declined',
      paymentIntentId: 'pi_sb_1',
      message: 'Your card was declined.',
    });
    const onPaid = renderForm();
    await act(async () => fireEvent.click(pay()));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect((pay() as HTMLButtonElement).disabled).toBe(false);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('asks for the extra confirmation step and reads a refusal as a failed payment', async () => {
    confirm
      .mockResolvedValueOnce({
        status: 'requires_action',
        paymentIntentId: 'pi_sb_1',
        message: null,
      })
      .mockResolvedValueOnce({
        status: 'declined',
        paymentIntentId: 'pi_sb_1',
        message: 'We are unable to authenticate your payment method.',
      });
    renderForm();
    await act(async () => fireEvent.click(pay()));
    expect(await screen.findByRole('dialog', { name: 'Confirm this payment' })).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Fail authentication' })),
    );
    expect(confirm).toHaveBeenLastCalledWith(...sent({ authenticate: 'fail' }));
    expect(await screen.findByText('Payment failed (action required)')).toBeTruthy();
  });

  it('checks the card fields before calling anything', () => {
    renderWithQueries(
      <SandboxCardForm
        session={session}
        amount="$59.90"
        submitLabel="Complete Payment - $59.90"
        returnUrl="/"
        onPaid={vi.fn()}
      />,
    );
    fireEvent.click(pay());
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText('Your card’s expiration date is invalid.')).toBeTruthy();
  });
});
