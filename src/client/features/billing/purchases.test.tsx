// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '#shared/contracts/purchases';
import { memberProfile, renderFor } from '../../lib/member.fixture';
import { purchasesQuery } from './api';
import { Purchases } from './purchases';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 24 * 3600 * 1000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const bought = (id: string, daysAgo: number, over: Partial<Purchase> = {}): Purchase => ({
  id,
  kind: 'blueprint',
  productName: 'Premium Blueprint Report',
  amountCents: 5990,
  currency: 'usd',
  paidAt: iso(daysAgo * DAY),
  refundableUntil: iso((daysAgo - 30) * DAY),
  refundPending: false,
  refund: null,
  ...over,
});

function show(purchases: Purchase[]) {
  renderFor({ profile: memberProfile({}) }, <Purchases />, (client) =>
    client.setQueryData(purchasesQuery.queryKey, { purchases }),
  );
}

const rowOf = (text: RegExp) => screen.getByText(text).closest('li')!;

describe('Purchases', () => {
  it('offers a refund within 30 days, and says when a refund was made or the guarantee ended', () => {
    show([
      bought('new', 2),
      bought('pending', 3, {
        productName: 'Basic Concierge Plan',
        kind: 'subscription',
        refundPending: true,
      }),
      bought('done', 5, {
        productName: 'Popular Concierge Plan',
        kind: 'subscription',
        refund: { refundedAt: '2026-11-20T12:00:00.000Z', by: 'member', reason: null },
      }),
      bought('old', 45, { productName: 'VIP Concierge Plan', kind: 'subscription' }),
    ]);
    expect(
      within(rowOf(/Premium Blueprint/)).getByRole('button', { name: 'Request a refund' }),
    ).toBeTruthy();
    expect(within(rowOf(/Basic Concierge/)).getByText('Refund in progress')).toBeTruthy();
    expect(
      within(rowOf(/Popular Concierge/)).getByText('Refunded on November 20, 2026'),
    ).toBeTruthy();
    const old = rowOf(/VIP Concierge/);
    expect(within(old).getByText(/^Money-back guarantee ended on /)).toBeTruthy();
    expect(within(old).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Request a refund' })).toHaveLength(1);
  });

  it('shows nothing before a first purchase', () => {
    show([]);
    expect(screen.queryByRole('heading', { name: 'Purchases' })).toBeNull();
  });

  it('sends the optional reason on confirming, then shows the refund', async () => {
    const refunded = bought('new', 2, {
      refund: { refundedAt: new Date().toISOString(), by: 'member', reason: 'Not for me' },
    });
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify(refunded))
        : new Response(JSON.stringify({ purchases: [refunded] })),
    );
    vi.stubGlobal('fetch', fetch);
    show([bought('new', 2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund?' });
    expect(within(dialog).getByText(/Premium features end/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Anything we should know/), {
      target: { value: ' Not for me ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $59.90' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/billing/orders/new/refund');
    expect(JSON.parse(init!.body as string)).toEqual({ reason: 'Not for me' });
    expect(await screen.findByText(/^Refunded on /)).toBeTruthy();
  });
});
