import type { DashboardStats, OwnProfile } from '#shared/contracts/profiles';

/**
 * The member's way from sign-up to a first date, in the order the home offers it. Some steps have
 * a second face while the member waits on someone else (the same number, other words).
 */
export type NextStepId =
  | 'eq-quiz'
  | 'blueprint-quiz'
  | 'premium'
  | 'questionnaire'
  | 'first-match'
  | 'matches-locked'
  | 'first-chat'
  | 'chat-reply'
  | 'first-date'
  | 'all-set';

export const STEP_COUNT = 7;

export interface NextStep {
  id: NextStepId;
  /** 1 to STEP_COUNT; 'all-set' is past the last step. */
  number: number;
}

/** What the step is decided from: the profile's plan and credits, and the stats endpoint's answer. */
export type NextStepFacts = Pick<OwnProfile, 'plan' | 'matchesCount'> &
  Pick<DashboardStats, 'activeMatches' | 'activeChats' | 'journey'>;

/**
 * The first step not yet taken. A step counts as taken when a later one shows it was (someone
 * with a conversation has had a match), so a member is never sent back to wait for what they have.
 */
export function nextStep(facts: NextStepFacts): NextStep {
  const { journey } = facts;
  const chatted = facts.activeChats > 0;
  if (!journey.tookEqQuiz) return { id: 'eq-quiz', number: 1 };
  if (!journey.tookBlueprintQuiz) return { id: 'blueprint-quiz', number: 2 };
  if (facts.plan === 'Free') return { id: 'premium', number: 3 };
  if (!journey.answeredQuestionnaire) return { id: 'questionnaire', number: 4 };
  // Without a concierge plan (matches_count -1) matches are kept from the member's list.
  if (!chatted && facts.matchesCount === -1) return { id: 'matches-locked', number: 5 };
  if (!chatted && facts.activeMatches === 0) return { id: 'first-match', number: 5 };
  if (!chatted) return { id: journey.awaitingChatReply ? 'chat-reply' : 'first-chat', number: 6 };
  if (!journey.hasPlannedDate) return { id: 'first-date', number: 7 };
  return { id: 'all-set', number: STEP_COUNT + 1 };
}
