// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentPlan } from '#shared/contracts/billing';
import { holdingsOf } from '../../lib/member-holdings';
import { memberProfile, renderFor } from '../../lib/member.fixture';
import { currentPlanQuery, savedCardsQuery } from './api';
import { BillingSection } from './billing-section';

afterEach(cleanup);

const runningPlan: CurrentPlan = {
  plan: {
    planId: 'popular',
    name: 'Popular',
    connections: 5,
    status: 'active',
    amountCents: 7990,
    startedAt: '2025-01-01T00:00:00.000Z',
    currentPeriodEnd: '2025-02-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
  },
  matchesCount: 5,
};

function billingOf(over: Parameters<typeof memberProfile>[0]) {
  const profile = memberProfile(over);
  renderFor(
    { profile },
    <BillingSection user={{ ...profile, name: profile.fullName }} holdings={holdingsOf(profile)} />,
    (client) => {
      client.setQueryData(currentPlanQuery.queryKey, runningPlan);
      client.setQueryData(savedCardsQuery.queryKey, { paymentMethods: [], customerId: null });
    },
  );
}

describe('BillingSection', () => {
  it('shows a Free member with a running concierge plan that plan, with no pitch for the plans', async () => {
    billingOf({ subscriptionStatus: 'active', subscriptionPlan: 'popular', matchesCount: 5 });
    expect(await screen.findByRole('heading', { name: 'Popular Concierge Plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Billing Access' })).toBeNull();
    expect(screen.queryByText('Concierge plans start with Premium')).toBeNull();
  });

  it('still meets a Free member without a plan with Billing Access', async () => {
    billingOf({});
    expect(await screen.findByRole('dialog', { name: 'Billing Access' })).toBeTruthy();
  });
});
