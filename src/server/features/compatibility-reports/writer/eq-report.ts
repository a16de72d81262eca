import {
  EQ_CATEGORIES,
  categoryLevel,
  type EqScore,
} from '../../../../shared/domain/eq-scoring.js';
import {
  BAND_TEXT,
  CATEGORY_LEVEL_TEXT,
  CATEGORY_PLAIN_NAMES,
  CATEGORY_STEPS,
} from './eq-categories.js';
import { categoryScore, connectionStyle, rankedCategories } from './eq-styles.js';
import { blocks, bullets, firstName, heading, numbered, paragraph, pullQuote } from './text.js';

/** Opening line that reflects how far apart the strongest and weakest areas are. */
function shapeSentence(eq: EqScore): string {
  const ranked = rankedCategories(eq);
  const top = ranked[0]!;
  const bottom = ranked[ranked.length - 1]!;
  const spread = categoryScore(eq, top) - categoryScore(eq, bottom);
  if (spread <= 2)
    return 'Your five areas are closely matched, so no single skill carries the others.';
  if (spread >= 8) {
    return `There is a wide gap between your ${CATEGORY_PLAIN_NAMES[top]}, your clearest strength, and your ${CATEGORY_PLAIN_NAMES[bottom]}, which is where practice will pay off fastest.`;
  }
  return `Your ${CATEGORY_PLAIN_NAMES[top]} leads the way, while your ${CATEGORY_PLAIN_NAMES[bottom]} has the most room to grow.`;
}

/** Three next steps: one for each of the two lowest categories, then one for the style. */
function nextSteps(eq: EqScore): string[] {
  const ranked = rankedCategories(eq);
  const lowest = ranked[ranked.length - 1]!;
  const second = ranked[ranked.length - 2]!;
  const style = connectionStyle(eq);
  // When the lowest area is clearly behind, both practices go to it, unless the style's own
  // step already practises that area; otherwise they are spread over the two lowest areas.
  const gap = categoryScore(eq, second) - categoryScore(eq, lowest);
  const secondStep =
    gap >= 4 && style.practises !== lowest ? CATEGORY_STEPS[lowest][1] : CATEGORY_STEPS[second][0];
  return [CATEGORY_STEPS[lowest][0], secondStep, style.step];
}

/** The 'Emotional Connection Style' report shown after the EQ quiz, in markdown. */
export function writeEqReport({ name, eq }: { name: string; eq: EqScore }): string {
  const style = connectionStyle(eq);
  const person = firstName(name);
  const levels = EQ_CATEGORIES.map((category) => {
    const score = categoryScore(eq, category);
    const level = eq.categoryScores[category]?.level ?? categoryLevel(score);
    return `**${category}** (${score} of 25): ${CATEGORY_LEVEL_TEXT[category][level]}`;
  });
  return blocks([
    heading(style.name, 1),
    paragraph([
      `${person}, your Emotional Connection Style is ${style.name}. At your best, ${style.essence}.`,
    ]),
    style.meaning,
    pullQuote(style.quote),
    heading('What your answers show'),
    paragraph([
      `You scored ${eq.total} out of ${eq.maxTotal}.`,
      BAND_TEXT[eq.band],
      shapeSentence(eq),
    ]),
    bullets(levels),
    heading('Your strengths in love'),
    bullets(style.strengths),
    heading('Your blind spots'),
    paragraph([
      'Every strength casts a shadow. These are the patterns worth keeping an eye on, not faults to be ashamed of.',
    ]),
    bullets(style.blindSpots),
    heading('What you need in a partner'),
    style.partner,
    heading('Three next steps'),
    numbered(nextSteps(eq)),
    paragraph([
      `Your emotional style is one part of the picture, ${person}.`,
      'The Compatibility Decoder adds your values, communication, lifestyle and life goals, so the partner we look for fits the whole of you.',
    ]),
  ]);
}
