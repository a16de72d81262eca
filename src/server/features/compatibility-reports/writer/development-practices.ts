import { claim, type Draft } from './claims.js';
import { always, either, high, low, type Rests } from './rests.js';

/** A bullet and what it rests on (see rests.ts). */
type Conditional = readonly [rests: Rests, text: string];

const PITFALLS: readonly Conditional[] = [
  [
    high('commitment_pace'),
    "Moving faster than the relationship's track record, before you have seen each other tired, stressed or disappointed.",
  ],
  [
    low('commitment_pace'),
    'Waiting for complete certainty before committing, which can leave a ready partner feeling doubted.',
  ],
  [high('reassurance_need'), 'Reading a slow reply as a sign of fading interest.'],
  [low('direct_expression'), 'Letting small frustrations collect until they come out all at once.'],
  [low('calm_conflict'), 'Avoiding a needed conversation because it might turn into an argument.'],
  [
    high('independence'),
    'Stepping back to recharge without explaining, just when a partner wants to feel closer.',
  ],
  [high('equal_partnership'), 'Keeping a silent scorecard of who does more once you share a home.'],
  [
    high('home_centred'),
    'Settling into comfortable routines so completely that you stop dating each other.',
  ],
  [high('adventure'), 'Mistaking the calm of a settled relationship for boredom.'],
  [
    low('talking_it_through'),
    'Going quiet for days while you process, leaving a partner to fill the silence with guesses.',
  ],
  [
    low('repair_initiative'),
    'Letting pride keep a cold spell going long after the argument itself is over.',
  ],
  [always, 'Letting the relationship run on autopilot once the early excitement settles.'],
  [
    (p) => (p.asks !== 'readily' ? [claim('asks:pitfall', p.asks)] : []),
    'Assuming a partner knows what you need without ever saying it.',
  ],
  [
    always,
    'Comparing a new relationship with an old one, in either direction, instead of letting it be its own thing.',
  ],
  [always, 'Saving every difficult subject for a perfect moment that never quite arrives.'],
];

const PRACTICES: readonly Conditional[] = [
  [
    either(low('repair_initiative'), low('calm_conflict')),
    'A repair ritual. Agree how either of you can signal "I want to make up", whether a phrase, a touch or a cup of tea, and honour it even when you are still a little cross.',
  ],
  [
    high('independence'),
    'Protected time apart, named as what it is. Put it on the calendar, so time alone never feels like a mystery or a message.',
  ],
  [
    either(high('reassurance_need'), low('verbal_affection')),
    'One specific appreciation, out loud, every day. Not "thanks" but "I loved how you handled that call with your sister."',
  ],
  [
    either(high('talking_it_through'), low('direct_expression')),
    'A weekly check-in. Twenty minutes to ask "What went well for us this week, and what would you like more of?"',
  ],
  [
    either(high('home_centred'), high('routine_structure')),
    'A regular date that has nothing to do with logistics, especially once you live together. Plan it the way you would have in the first month.',
  ],
  [
    either(high('adventure'), low('routine_structure')),
    'One new shared experience each month, however small, to keep curiosity about each other alive.',
  ],
  [
    either(high('shared_planning'), (p) =>
      p.sectionLevel('goals') === 'high' ? [claim('area:goals', 'high')] : [],
    ),
    'A future conversation every few months: where are we heading, and does it still fit us both?',
  ],
  [
    always,
    "A new question each week: something you do not yet know about each other's history, hopes or worries.",
  ],
  [
    always,
    'A shared calm-down plan. Decide together, on a good day, what you will each do when a conversation gets heated.',
  ],
];

const pick = (p: Draft, items: readonly Conditional[], limit: number) =>
  items
    .map(([rests, text]) => ({ text, made: rests(p) }))
    .filter(({ made }) => made.length > 0)
    .slice(0, limit)
    .map(({ text, made }) => p.sayEach(text, ...made));

export const developmentPitfalls = (p: Draft) => pick(p, PITFALLS, 4);
export const developmentPractices = (p: Draft) => pick(p, PRACTICES, 4);
