// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberProfile, memberStats, renderFor } from '../../lib/member.fixture';
import { PurchaseCards } from './purchase-cards';

afterEach(cleanup);

const link = (name: string) => screen.queryByRole('link', { name });
const decoder = 'Complete Your Compatibility Decoder';

describe('PurchaseCards (the EQ results page offers)', () => {
  it('offers a visitor the Blueprint through the Decoder, and the concierge plans', async () => {
    renderFor(null, <PurchaseCards userId="temp-1" />);
    expect((await screen.findByRole('link', { name: decoder })).getAttribute('href')).toBe(
      '/bluz?user_id=temp-1',
    );
    expect(screen.getByText('Premium Blueprint Report')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See Concierge Plans' })).toBeTruthy();
    expect(screen.queryByText('Already yours')).toBeNull();
  });

  it('sends a Free member who took the Decoder to the checkout, not back to the Decoder', async () => {
    const profile = memberProfile();
    renderFor(
      { profile, stats: memberStats({ tookBlueprintQuiz: true }) },
      <PurchaseCards userId="temp-1" />,
    );
    const unlock = await screen.findByRole('link', { name: 'Unlock Your Premium Blueprint' });
    expect(unlock.getAttribute('href')).toBe(
      '/blueprint-payment?email=maya%40example.com&userId=member-1',
    );
    expect(link(decoder)).toBeNull();
  });

  it('keeps the Decoder for a Free member who has not taken it', async () => {
    renderFor({ profile: memberProfile() }, <PurchaseCards userId="temp-1" />);
    expect(await screen.findByRole('link', { name: decoder })).toBeTruthy();
  });

  it('shows a Premium member with a running plan the way to what they have, with no offer', async () => {
    const profile = memberProfile({
      plan: 'Premium',
      blueprintPurchased: true,
      subscriptionStatus: 'active',
    });
    renderFor(
      { profile, stats: memberStats({ tookBlueprintQuiz: true }) },
      <PurchaseCards userId="temp-1" />,
    );
    expect(
      (await screen.findByRole('link', { name: /Open Your Reports/ })).getAttribute('href'),
    ).toBe('/user?section=reports');
    expect(link('See Your Matches')?.getAttribute('href')).toBe('/user?section=matches');
    expect(screen.getAllByText('Already yours')).toHaveLength(2);
    expect(screen.queryByText('Premium Blueprint Report')).toBeNull();
    expect(screen.queryByRole('button', { name: 'See Concierge Plans' })).toBeNull();
    expect(link('Unlock Your Premium Blueprint')).toBeNull();
  });

  it('counts a bought Blueprint as Premium even while the plan still reads Free', async () => {
    renderFor(
      { profile: memberProfile({ blueprintPurchased: true }) },
      <PurchaseCards userId={null} />,
    );
    expect(await screen.findByText('Your Premium Blueprint')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See Concierge Plans' })).toBeTruthy();
  });
});
