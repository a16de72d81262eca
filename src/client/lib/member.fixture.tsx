import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import {
  profilesApi,
  type DashboardStats,
  type JourneyFacts,
  type OwnProfile,
} from '#shared/contracts/profiles';
import { apiQueryKey } from './api-query';
import { ownProfileQuery } from './own-profile';
import { sessionQuery, type SessionUser } from './session';

/** A Free member's own profile as the server answers it; tests change what they are about. */
export const memberProfile = (over: Partial<OwnProfile> = {}): OwnProfile => ({
  id: 'member-1',
  email: 'maya@example.com',
  fullName: 'Maya Lin',
  avatarUrl: null,
  photos: [],
  verified: false,
  age: 31,
  location: null,
  occupation: null,
  education: null,
  aboutMe: null,
  interestsHobbies: null,
  lookingFor: null,
  role: 'user',
  plan: 'Free',
  subscriptionStatus: null,
  subscriptionPlan: null,
  matchesCount: -1,
  blueprintPurchased: false,
  upgradedAt: null,
  profileCompletion: 40,
  emotionalType: null,
  timeZone: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** The dashboard numbers of a member who took the EQ quiz and nothing else yet. */
export const memberStats = (journey: Partial<JourneyFacts> = {}): DashboardStats => ({
  activeMatches: 0,
  activeChats: 0,
  compatibilityScore: 0,
  profileCompletion: 40,
  journey: {
    tookEqQuiz: true,
    tookBlueprintQuiz: false,
    answeredQuestionnaire: false,
    awaitingChatReply: false,
    hasPlannedDate: false,
    ...journey,
  },
});

/** Signs a member in, as far as the query cache is concerned: session, profile and numbers. */
export function seedMember(client: QueryClient, profile: OwnProfile, stats = memberStats()) {
  const user: SessionUser = {
    id: profile.id,
    email: profile.email,
    name: profile.fullName,
    role: profile.role,
  };
  client.setQueryData(sessionQuery.queryKey, user);
  client.setQueryData(ownProfileQuery.queryKey, profile);
  client.setQueryData(apiQueryKey(profilesApi.stats), stats);
}

/** A query client that keeps what a test put in it: nothing is fetched again, nothing retried. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });

/**
 * Renders a page part for a visitor (null) or a signed-in member, under a router, with the
 * member's session, profile and numbers already in the cache.
 */
export function renderFor(
  member: { profile: OwnProfile; stats?: DashboardStats } | null,
  ui: ReactElement,
  /** Puts more answers in the cache (the page part's own queries). */
  seed: (client: QueryClient) => void = () => {},
) {
  const client = testQueryClient();
  if (member) seedMember(client, member.profile, member.stats);
  else client.setQueryData(sessionQuery.queryKey, null);
  seed(client);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
