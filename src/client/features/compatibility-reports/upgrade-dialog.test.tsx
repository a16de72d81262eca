// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnProfile } from '#shared/contracts/profiles';
import { memberProfile, renderFor } from '../../lib/member.fixture';
import { UpgradeDialog } from './upgrade-dialog';

afterEach(cleanup);

const plansAccess = 'Access to the concierge matching plans';

function dialogFor(over: Partial<OwnProfile>) {
  const profile = memberProfile(over);
  renderFor({ profile }, <UpgradeDialog open onOpenChange={() => {}} user={profile} />);
}

describe('UpgradeDialog', () => {
  it('lists access to the concierge plans for a member without one', async () => {
    dialogFor({});
    expect(await screen.findByText(plansAccess)).toBeTruthy();
  });

  it('leaves it out for a member whose plan runs', async () => {
    dialogFor({ subscriptionStatus: 'active' });
    expect(
      await screen.findByText('Four detailed reports written from your own answers'),
    ).toBeTruthy();
    expect(screen.queryByText(plansAccess)).toBeNull();
  });
});
