import { describe, expect, it } from 'vitest';
import { nextStep, STEP_COUNT, type NextStepFacts } from './next-step';

/** A member who has done everything; each case takes something away. */
const DONE: NextStepFacts = {
  plan: 'Premium',
  matchesCount: 3,
  activeMatches: 2,
  activeChats: 1,
  journey: {
    tookEqQuiz: true,
    tookBlueprintQuiz: true,
    answeredQuestionnaire: true,
    awaitingChatReply: false,
    hasPlannedDate: true,
  },
};

const facts = (
  over: Partial<Omit<NextStepFacts, 'journey'>>,
  journey: Partial<NextStepFacts['journey']> = {},
): NextStepFacts => ({ ...DONE, ...over, journey: { ...DONE.journey, ...journey } });

const NEW_MEMBER = facts(
  { plan: 'Free', matchesCount: -1, activeMatches: 0, activeChats: 0 },
  {
    tookEqQuiz: false,
    tookBlueprintQuiz: false,
    answeredQuestionnaire: false,
    hasPlannedDate: false,
  },
);

describe('nextStep', () => {
  it.each([
    ['a new member: the EQ quiz', NEW_MEMBER, 'eq-quiz', 1],
    [
      'after the EQ quiz: the Blueprint quiz',
      { ...NEW_MEMBER, journey: { ...NEW_MEMBER.journey, tookEqQuiz: true } },
      'blueprint-quiz',
      2,
    ],
    ['both quizzes, still Free: Premium', facts({ plan: 'Free', activeChats: 0 }), 'premium', 3],
    [
      'Premium without the questionnaire',
      facts({ activeMatches: 0, activeChats: 0 }, { answeredQuestionnaire: false }),
      'questionnaire',
      4,
    ],
    [
      'answered, no concierge plan: matches wait behind one',
      facts({ matchesCount: -1, activeMatches: 4, activeChats: 0 }),
      'matches-locked',
      5,
    ],
    [
      'answered, no match yet',
      facts({ activeMatches: 0, activeChats: 0 }, { hasPlannedDate: false }),
      'first-match',
      5,
    ],
    ['a match, no chat: the first request', facts({ activeChats: 0 }), 'first-chat', 6],
    [
      'a request sent and waiting',
      facts({ activeChats: 0 }, { awaitingChatReply: true }),
      'chat-reply',
      6,
    ],
    ['a conversation, no date', facts({}, { hasPlannedDate: false }), 'first-date', 7],
    ['a date planned: all set', DONE, 'all-set', STEP_COUNT + 1],
  ] as const)('%s', (_, input, id, number) => {
    expect(nextStep(input)).toEqual({ id, number });
  });

  it('never sends a member with a conversation back to matching', () => {
    const connected = facts({ matchesCount: -1, activeMatches: 0 }, { hasPlannedDate: false });
    expect(nextStep(connected).id).toBe('first-date');
  });

  it('VIP counts as Premium', () => {
    expect(nextStep(facts({ plan: 'VIP' })).id).toBe('all-set');
  });
});
