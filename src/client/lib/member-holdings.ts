import { useQuery } from '@tanstack/react-query';
import { profilesApi, type OwnProfile } from '#shared/contracts/profiles';
import { apiQuery } from './api-query';
import { ownProfileQuery } from './own-profile';
import { sessionQuery } from './session';

/** What a member already has: a page never offers them these again. */
export interface Holdings {
  /**
   * Premium (or VIP), whether bought with the Blueprint or granted: the Blueprint report and its
   * four insights are theirs. A bought Blueprint counts even before the plan reads Premium.
   */
  premium: boolean;
  /** A concierge plan that runs (one set to end still runs until then). */
  activePlan: boolean;
}

export function holdingsOf(
  profile: Pick<OwnProfile, 'plan' | 'blueprintPurchased' | 'subscriptionStatus'>,
): Holdings {
  return {
    premium: profile.plan !== 'Free' || profile.blueprintPurchased,
    activePlan: profile.subscriptionStatus === 'active',
  };
}

/** A signed-in member's holdings, with who they are and whether the Decoder is behind them. */
export interface MemberHoldings extends Holdings {
  id: string;
  email: string;
  tookBlueprintQuiz: boolean;
}

// The same cache entry as the dashboard's numbers (one key per endpoint).
const statsQuery = apiQuery(profilesApi.stats);

/**
 * For pages that visitors and members both open (the EQ results page and dialog): undefined
 * while it is being found out, null for a visitor (or when the member's data cannot be read, so
 * the page stays as a visitor sees it), else what the member has.
 */
export function useMemberHoldings(): MemberHoldings | null | undefined {
  const session = useQuery(sessionQuery);
  const signedIn = Boolean(session.data);
  const profile = useQuery({ ...ownProfileQuery, enabled: signedIn });
  const stats = useQuery({ ...statsQuery, enabled: signedIn });
  if (session.isPending) return undefined;
  if (!signedIn) return null;
  if (profile.data && stats.data)
    return {
      ...holdingsOf(profile.data),
      id: profile.data.id,
      email: profile.data.email,
      tookBlueprintQuiz: stats.data.journey.tookBlueprintQuiz,
    };
  return profile.isError || stats.isError ? null : undefined;
}
