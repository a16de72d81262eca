// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnProfile } from '#shared/contracts/profiles';
import { memberProfile, memberStats, renderFor } from '../../lib/member.fixture';
import { DashboardHome } from './dashboard-home';

afterEach(cleanup);

const NoDialog = () => null;

/** The dashboard home of a member who took the EQ quiz (their next step is the Blueprint quiz). */
async function homeOf(over: Partial<OwnProfile>) {
  renderFor(
    { profile: memberProfile(over), stats: memberStats() },
    <DashboardHome fallbackName="Maya" QuestionnaireDialog={NoDialog} InsightsDialog={NoDialog} />,
  );
  await screen.findByText(/plan$/);
}
const banner = () => screen.queryByRole('heading', { name: 'Unlock your Premium Blueprint' });

describe("the dashboard home's upgrade banner", () => {
  it('offers a Free member the Blueprint, with the concierge plans it opens', async () => {
    await homeOf({});
    expect(banner()).toBeTruthy();
    expect(screen.getByText(/and access to the concierge plans/)).toBeTruthy();
  });

  it('does not sell access to the plans to a member whose plan runs', async () => {
    await homeOf({ subscriptionStatus: 'active', matchesCount: 3 });
    expect(banner()).toBeTruthy();
    expect(screen.queryByText(/access to the concierge plans/)).toBeNull();
  });

  it.each<[string, Partial<OwnProfile>]>([
    ['a Premium member', { plan: 'Premium', blueprintPurchased: true }],
    ['a VIP', { plan: 'VIP' }],
    ['a member who bought the Blueprint before the plan says so', { blueprintPurchased: true }],
  ])('is not shown to %s', async (_who, over) => {
    await homeOf(over);
    expect(banner()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
  });
});
