import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import { claim, type Draft } from './claims.js';
import { levelOf } from './text.js';

/**
 * The individual report's opening about the four areas. It names a strongest or lightest area
 * only when the facts profile does, and otherwise describes balance.
 */

const LEADS_WITH: Record<BlueprintSection, string> = {
  values:
    'As a partner, you lead with your values. The people who love you will know where you stand, what you will protect and what you will not accept.',
  communication:
    'As a partner, you lead with connection. You want to talk, to touch, to make up and to be told, and you bring that energy to the people you love.',
  lifestyle:
    'As a partner, you lead with the way you live. Your days have a shape, and sharing that shape, whether a full social life or a quiet routine at home, is how you let someone in.',
  goals:
    'As a partner, you lead with direction. You know where you are going, and you are looking for someone to walk there with you.',
};

const LIGHTEST: Record<BlueprintSection, string> = {
  values:
    "Values are your most flexible area, which makes you open-minded and easy to be with, though it is worth checking that a partner's firmer beliefs do not quietly decide things for you both.",
  communication:
    'Communication is your lightest area. You do not need a great deal of talk, reassurance or affection, which makes you easy-going, though a partner may sometimes need more than you naturally offer.',
  lifestyle:
    'Lifestyle is your most flexible area. You adapt easily to how a partner likes to live, which is generous, as long as your own preferences do not disappear along the way.',
  goals:
    'Long-term goals are the area you hold most lightly. You are guided more by how a relationship feels than by a plan, which is freeing, though a partner with firmer goals may want to hear where you stand early on.',
};

const QUOTES: Record<BlueprintSection, string> = {
  values: 'You are most yourself in love when what you do matches what you believe.',
  communication:
    'For you, closeness is something you say, show and repair, not something you assume.',
  lifestyle:
    'The way you spend an ordinary Tuesday says as much about your love as any grand gesture.',
  goals: 'You are not only looking for someone to love; you are looking for someone to build with.',
};

/** Used instead of LEADS_WITH and LIGHTEST when the four areas are level. */
const BALANCED = {
  high: 'As a partner, you bring strong feeling to every part of a relationship. Your values, the way you communicate, the way you live and the future you want all matter to you, and you will want a partner who takes each of them seriously.',
  mid: 'As a partner, you are even across the board. No single part of a relationship dominates for you, so you can meet a partner where they are, and fit will come down to character and everyday ease more than to any one preference.',
  low: 'As a partner, you hold every part of a relationship lightly. You arrive with few fixed expectations about values, communication, lifestyle or plans, which leaves a great deal of room for the person you meet.',
} as const;

const BALANCED_QUOTES = {
  high: 'You do not love by halves. The person for you will be glad of that.',
  mid: 'Your openness is not indecision. It is room for the right person to fill.',
  low: 'You ask little of a partner except that they be themselves. That is kinder than it sounds.',
} as const;

const OVERALL = {
  high: 'Overall you bring a great deal to a relationship, and it is fair that you hope for a great deal back.',
  mid: 'Overall you hold a balance between knowing what you want and staying open to what a partner brings.',
  low: 'Overall you travel light: few fixed demands and a great deal of acceptance, which many people find restful to be around.',
} as const;

/** Used instead of LEADS_WITH when the areas differ but none leads by the margin. */
const NO_LEADER =
  'As a partner, you give different weight to different parts of a relationship, without any one of them leading the rest. A partner will get to know you area by area rather than through a single headline.';
const NO_LEADER_QUOTE =
  'You are more than one headline. The person for you will enjoy reading the whole page.';

/** The opening about the four areas, in the order: balance, or the named strongest and lightest. */
export function areasOpening(p: Draft): string[] {
  const overall = levelOf(p.overall);
  if (p.even)
    return [p.sayEach(BALANCED[overall], claim('areas', 'even'), claim('areas:overall', overall))];
  return [
    p.strongest
      ? p.sayEach(LEADS_WITH[p.strongest], claim(`area:${p.strongest}`, 'strongest'))
      : p.sayEach(NO_LEADER, claim('areas', 'no-leader')),
    p.lightest && p.sayEach(LIGHTEST[p.lightest], claim(`area:${p.lightest}`, 'lightest')),
    p.sayEach(OVERALL[overall], claim('areas:overall', overall)),
  ].filter((s): s is string => !!s);
}

export const areasQuote = (p: Draft) =>
  p.even
    ? BALANCED_QUOTES[levelOf(p.overall)]
    : p.strongest
      ? QUOTES[p.strongest]
      : NO_LEADER_QUOTE;
