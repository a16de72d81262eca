import { claim, type Claim, type Draft } from './claims.js';

/** A bullet, the answers it is for, and (when it asserts something) the claims it makes. */
type Conditional = readonly [
  when: (p: Draft) => boolean,
  text: string,
  claims?: (p: Draft) => Claim[],
];

const PITFALLS: readonly Conditional[] = [
  [
    (p) => p.high('commitment_pace'),
    "Moving faster than the relationship's track record, before you have seen each other tired, stressed or disappointed.",
  ],
  [
    (p) => p.low('commitment_pace'),
    'Waiting for complete certainty before committing, which can leave a ready partner feeling doubted.',
  ],
  [(p) => p.high('reassurance_need'), 'Reading a slow reply as a sign of fading interest.'],
  [
    (p) => p.low('direct_expression'),
    'Letting small frustrations collect until they come out all at once.',
  ],
  [
    (p) => p.low('calm_conflict'),
    'Avoiding a needed conversation because it might turn into an argument.',
  ],
  [
    (p) => p.high('independence'),
    'Stepping back to recharge without explaining, just when a partner wants to feel closer.',
  ],
  [
    (p) => p.high('equal_partnership'),
    'Keeping a silent scorecard of who does more once you share a home.',
  ],
  [
    (p) => p.high('home_centred'),
    'Settling into comfortable routines so completely that you stop dating each other.',
  ],
  [(p) => p.high('adventure'), 'Mistaking the calm of a settled relationship for boredom.'],
  [
    (p) => p.low('talking_it_through'),
    'Going quiet for days while you process, leaving a partner to fill the silence with guesses.',
  ],
  [
    (p) => p.low('repair_initiative'),
    'Letting pride keep a cold spell going long after the argument itself is over.',
  ],
  [() => true, 'Letting the relationship run on autopilot once the early excitement settles.'],
  [
    (p) => p.asks !== 'readily',
    'Assuming a partner knows what you need without ever saying it.',
    (p) => [claim('asks:pitfall', p.asks)],
  ],
  [
    () => true,
    'Comparing a new relationship with an old one, in either direction, instead of letting it be its own thing.',
  ],
  [() => true, 'Saving every difficult subject for a perfect moment that never quite arrives.'],
];

const PRACTICES: readonly Conditional[] = [
  [
    (p) => p.low('repair_initiative') || p.low('calm_conflict'),
    'A repair ritual. Agree how either of you can signal "I want to make up", whether a phrase, a touch or a cup of tea, and honour it even when you are still a little cross.',
  ],
  [
    (p) => p.high('independence'),
    'Protected time apart, named as what it is. Put it on the calendar, so time alone never feels like a mystery or a message.',
  ],
  [
    (p) => p.high('reassurance_need') || p.low('verbal_affection'),
    'One specific appreciation, out loud, every day. Not "thanks" but "I loved how you handled that call with your sister."',
  ],
  [
    (p) => p.high('talking_it_through') || p.low('direct_expression'),
    'A weekly check-in. Twenty minutes to ask "What went well for us this week, and what would you like more of?"',
  ],
  [
    (p) => p.high('home_centred') || p.high('routine_structure'),
    'A regular date that has nothing to do with logistics, especially once you live together. Plan it the way you would have in the first month.',
  ],
  [
    (p) => p.high('adventure') || p.low('routine_structure'),
    'One new shared experience each month, however small, to keep curiosity about each other alive.',
  ],
  [
    (p) => p.high('shared_planning') || p.sectionLevel('goals') === 'high',
    'A future conversation every few months: where are we heading, and does it still fit us both?',
  ],
  [
    () => true,
    "A new question each week: something you do not yet know about each other's history, hopes or worries.",
  ],
  [
    () => true,
    'A shared calm-down plan. Decide together, on a good day, what you will each do when a conversation gets heated.',
  ],
];

const pick = (p: Draft, items: readonly Conditional[], limit: number) =>
  items
    .filter(([when]) => when(p))
    .slice(0, limit)
    .map(([, text, claims]) => p.say(text, ...(claims?.(p) ?? [])));

export const developmentPitfalls = (p: Draft) => pick(p, PITFALLS, 4);
export const developmentPractices = (p: Draft) => pick(p, PRACTICES, 4);
