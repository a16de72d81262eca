import { claim, type Draft } from './claims.js';
import { both, either, high, low, type Rests } from './rests.js';

/**
 * Paragraphs that only appear for particular combinations of traits: the places where two
 * of a person's leanings pull against each other or reinforce each other. Each belongs to
 * the one report where it is most useful, so reports do not repeat each other.
 */
export interface Tension {
  report: 'individual' | 'development' | 'directional';
  title: string;
  /** The leanings the paragraph is for, recorded when it is printed (see rests.ts). */
  rests: Rests;
  text: string;
}

export const TENSIONS: readonly Tension[] = [
  {
    report: 'individual',
    title: 'Room and reassurance',
    rests: both(high('independence'), high('reassurance_need')),
    text: 'You want room of your own, and you also want to hear often that you matter. Both needs are real and they are not a contradiction. The risk is that a partner sees only one of them: they give you space and you feel forgotten, or they check in and you feel crowded. Say both out loud early, for example "I love my evenings with friends, and a message from you while I am out means a lot", so the person you love knows the two belong together.',
  },
  {
    report: 'individual',
    title: 'Words matter to you',
    rests: both(high('verbal_affection'), high('reassurance_need')),
    text: 'Kind words are how you give love and how you receive it. With the right person this makes your relationship warm and explicit. With a quieter partner you may feel starved of something they do not know you need. Tell them, kindly and specifically, which words help you most.',
  },
  {
    report: 'individual',
    title: 'Deep rather than wide',
    rests: both(low('social_energy'), high('talking_it_through')),
    text: 'You keep your circle small, yet you love long conversations. Your closeness happens one to one, over a shared meal or a late walk, rather than in a crowd. A partner who understands this will not mistake your quiet at a party for distance; they will know the real conversation is waiting for later.',
  },
  {
    report: 'individual',
    title: 'Close family, your own space',
    rests: both(high('family_closeness'), high('independence')),
    text: 'You stay close to your family and you also need room of your own. A partner may feel puzzled if your free time goes to family and friends first and to them last. Be open about how your week is shared, so the person you love feels chosen rather than scheduled in.',
  },
  {
    report: 'individual',
    title: 'Self-contained',
    rests: both(low('talking_it_through'), low('reassurance_need')),
    text: 'You handle feelings largely on your own and need little reassurance. You are easy to be around and you give a partner a great deal of freedom. The risk is that someone who loves you feels they are never quite let in. One honest sentence about how you are doing, even on an ordinary day, goes a long way.',
  },
  {
    report: 'individual',
    title: 'Love through touch',
    rests: both(high('physical_affection'), low('verbal_affection')),
    text: 'You show and feel love through touch and closeness more than through words. A partner who needs to hear it may miss how much you care. Saying one appreciative thing out loud each day costs little and lets your affection land in both languages.',
  },
  {
    report: 'individual',
    title: 'Honest, yet holding back',
    rests: both(high('honesty_transparency'), low('direct_expression')),
    text: 'You value honesty highly, yet you often keep what you think or need to yourself. You may hope for an openness from a partner that you find hard to offer first. Start small: name one true feeling as it comes up, rather than saving everything for one big conversation.',
  },
  {
    report: 'individual',
    title: 'A well-ordered life',
    rests: both(high('tidiness'), high('routine_structure')),
    text: 'You like an orderly home and a planned week. That structure is a gift, because a partner always knows where they stand with you. It can also rub against someone more spontaneous. Agree the few things that matter most to you and let the rest be shared ground.',
  },
  {
    report: 'development',
    title: 'Hoping to be noticed',
    rests: both(
      (p) => (p.asks === 'hard' ? [claim('asks:noticed', 'hard')] : []),
      high('reassurance_need'),
    ),
    text: 'You need to hear that you are cared for, yet you rarely ask for it directly. In the early months that can leave you waiting for a new partner to guess, and feeling hurt when they do not. A plain sentence such as "It would mean a lot to hear from you tonight" is not needy; it gives someone who likes you an easy way to get it right.',
  },
  {
    report: 'development',
    title: 'Quick to commit, slower to mend',
    rests: both(high('commitment_pace'), either(low('calm_conflict'), low('repair_initiative'))),
    text: 'You are ready to commit quickly once you feel sure, but disagreements are harder for you than early closeness. Before the big steps, give yourself the chance to see how you and a partner handle a real disagreement and make up afterwards. How you repair matters more to a lasting relationship than how fast you fell for each other.',
  },
  {
    report: 'development',
    title: 'Sure of the destination, patient on the way',
    rests: both(high('marriage'), low('commitment_pace')),
    text: 'You want a formal, lifelong commitment and you want to reach it slowly. That is a mature combination: you take commitment seriously enough to test the foundations first. Tell a partner early that your pace is care, not doubt, so they can relax into the time you need.',
  },
  {
    report: 'development',
    title: 'Wanting to talk, wary of the fight',
    rests: both(low('calm_conflict'), high('talking_it_through')),
    text: 'You want to talk things through, yet disagreements feel risky. It helps to separate the two. Agree with a partner that talking about a problem is not the same as fighting about it, and that either of you may ask for a pause when voices rise, as long as you come back to it.',
  },
  {
    report: 'directional',
    title: 'Roots and wings',
    rests: both(high('adventure'), high('putting_down_roots')),
    text: 'You want a settled home base and you also want new places and experiences. The partner who fits is not someone who picks one side but someone who enjoys both: a steady life with adventure built in. Talk about what that looks like in practice, such as a trip each season or one new thing each month, so neither need has to wait.',
  },
  {
    report: 'directional',
    title: 'Work and family, both at full strength',
    rests: both(high('career_ambition'), high('wants_children')),
    text: 'Your career matters a great deal and so does raising children. Many people hold both, and it works best when the practical side is discussed early: who adjusts when, how care and ambitions are shared, and what support you can count on. An ambitious partner will admire your drive; make sure they share your picture of family life too.',
  },
  {
    report: 'directional',
    title: 'Careful with money, hungry for experiences',
    rests: both(high('financial_caution'), high('adventure')),
    text: 'You are careful with money and you long for new experiences. The two fit well when adventures are planned and saved for, so you can enjoy them without guilt. A partner who likes to spend on experiences rather than things, and to plan for them together, will suit you.',
  },
  {
    report: 'directional',
    title: 'Committed, with children off-centre',
    rests: both(high('marriage'), low('wants_children')),
    text: 'You want a lasting, formal commitment, while raising children sits outside the centre of your plans. That is a clear and valid picture of the future. It is worth naming early, because many people assume the two come as a pair.',
  },
  {
    report: 'directional',
    title: 'Two careers, one fair home',
    rests: both(high('equal_partnership'), high('career_ambition')),
    text: 'You expect a fair split at home and you are ambitious at work. That works best with a partner who shares both, and when the split is agreed in detail before the busy seasons arrive rather than during them.',
  },
];

/** Up to `limit` tensions for the member in `report`, printed with the claims they rest on. */
export const tensionsFor = (p: Draft, report: Tension['report'], limit = 3) =>
  TENSIONS.filter((t) => t.report === report)
    .map((t) => ({ ...t, made: t.rests(p) }))
    .filter((t) => t.made.length > 0)
    .slice(0, limit)
    .map((t) => ({ ...t, text: p.sayEach(t.text, ...t.made) }));
