import { EQ_CATEGORIES, type EqCategory, type EqScore } from '#shared/domain/eq-scoring.js';
import { claim, type Recorder } from './claims.js';
import { CATEGORY_PLAIN_NAMES } from './eq-categories.js';
import type { EqFacts } from './eq-facts.js';
import { capitalise, rankBy } from './text.js';
import { CATEGORY_STYLES } from './eq-styles-category.js';
import { PATTERN_STYLES } from './eq-styles-pattern.js';
import type { ConnectionStyle } from './types.js';

export const categoryScore = (eq: EqScore, category: EqCategory) =>
  eq.categoryScores[category]?.score ?? 15;

/** Categories from highest to lowest score; ties keep the quiz order. */
export const rankedCategories = (eq: EqScore) => rankBy(EQ_CATEGORIES, (c) => categoryScore(eq, c));

/**
 * Picks the style from the shape of the five category scores: an all-strong profile and a
 * flat profile are styles of their own, two telling combinations come next, and otherwise
 * the strongest category decides.
 */
export function connectionStyle(eq: EqScore): ConnectionStyle {
  const ranked = rankedCategories(eq);
  const top = ranked[0]!;
  const bottom = ranked[ranked.length - 1]!;
  const spread = categoryScore(eq, top) - categoryScore(eq, bottom);
  if (EQ_CATEGORIES.every((c) => eq.categoryScores[c]?.level === 'strong'))
    return PATTERN_STYLES.steadyHarbour;
  if (spread <= 2) return PATTERN_STYLES.evenKeeled;
  if (
    top === 'Empathy' &&
    (bottom === 'Emotional Regulation' ||
      eq.categoryScores['Emotional Regulation']?.level === 'developing')
  ) {
    return PATTERN_STYLES.deepFeeler;
  }
  if (top === 'Self-Awareness' && bottom === 'Social Skills') return PATTERN_STYLES.quietObserver;
  return CATEGORY_STYLES[top];
}

/** The short style name stored as the profile's emotional type. */
export const emotionalType = (eq: EqScore): string => connectionStyle(eq).name;

/**
 * The sentence that places the style's category among the member's areas. A style named after
 * one category is 'the strongest' only when that category leads by the margin; when it shares
 * the top it is 'among your strongest areas'. Pattern styles only record what they rest on.
 */
export function styleOpening(eq: EqFacts, r: Recorder): string {
  const style = connectionStyle(eq.score);
  if (Object.values<ConnectionStyle>(PATTERN_STYLES).includes(style)) {
    r.claims.push(...style.rests);
    return '';
  }
  const top = eq.ranked[0]!;
  const name = CATEGORY_PLAIN_NAMES[top];
  if (eq.leaders.length === 1 && eq.leaders[0] === top)
    return r.say(`Your strongest area is ${name}.`, claim(`eq:${top}`, 'strongest'));
  return r.say(
    `${capitalise(name)} is among your strongest areas.`,
    claim(`eq:${top}`, 'strength'),
  );
}
