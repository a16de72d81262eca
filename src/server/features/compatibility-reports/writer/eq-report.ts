import type { EqCategory } from '#shared/domain/eq-scoring.js';
import { claim, FRAME, GENERAL, type Claim, type Recorder } from './claims.js';
import { BAND_TEXT, CATEGORY_LEVEL_TEXT, CATEGORY_PLAIN_NAMES } from './eq-categories.js';
import type { EqFacts } from './eq-facts.js';
import { eqSteps } from './eq-steps.js';
import { connectionStyle, styleOpening } from './eq-styles.js';
import {
  blocks,
  bullets,
  firstName,
  heading,
  listJoin,
  numbered,
  paragraph,
  pullQuote,
} from './text.js';

const names = (categories: readonly EqCategory[]) =>
  listJoin(categories.map((c) => CATEGORY_PLAIN_NAMES[c]));

/** Where the trailing area stands: room to grow, unless even the lowest area is strong. */
function trailing(eq: EqFacts, made: Claim[]): string {
  const [lowest] = eq.laggards;
  if (!lowest) return '';
  const grows = eq.laggards.every((c) => eq.level(c) !== 'strong');
  const plural = eq.laggards.length > 1;
  made.push(...eq.laggards.map((c) => claim(`eq:${c}`, grows ? 'growth' : 'lowest')));
  return grows
    ? `your ${names(eq.laggards)} ${plural ? 'have' : 'has'} the most room to grow`
    : `your ${names(eq.laggards)}, while a little behind, ${plural ? 'are' : 'is'} still strong`;
}

/** Opening line about the spread of the five areas: leaders and laggards only when they are clear. */
function shapeSentence(eq: EqFacts, r: Recorder): string {
  if (eq.even)
    return r.say(
      'Your five areas are closely matched, so no single skill carries the others.',
      claim('eq', 'even'),
    );
  const made: Claim[] = [];
  const trail = trailing(eq, made);
  if (eq.leaders.length > 0) {
    made.push(...eq.leaders.map((c) => claim(`eq:${c}`, 'strongest')));
    const lead = `Your ${names(eq.leaders)} ${eq.leaders.length > 1 ? 'lead' : 'leads'} the way`;
    return r.say(
      trail ? `${lead}, while ${trail}.` : `${lead}, and the rest sit close together.`,
      ...made,
    );
  }
  return r.say(
    trail
      ? `No single skill leads by much, and ${trail}.`
      : 'Your five areas rise and fall gently, with no single skill far ahead of or behind the others.',
    ...made,
    claim('eq', 'no-leader'),
  );
}

/** The closing line (it fits anyone): an invitation to the Decoder only for someone without it. */
const closing = (person: string, hasBlueprint: boolean) =>
  hasBlueprint
    ? `Your Blueprint reports read this style together with your values, communication, lifestyle and life goals, ${person}, so the partner we look for fits the whole of you.`
    : `Your emotional style is one part of the picture, ${person}. The Compatibility Decoder adds your values, communication, lifestyle and life goals, so the partner we look for fits the whole of you.`;

/** The 'Emotional Connection Style' report shown after the EQ quiz, in markdown. */
export function draftEqReport(
  { name, eq, hasBlueprint }: { name: string; eq: EqFacts; hasBlueprint: boolean },
  r: Recorder,
): string {
  const style = connectionStyle(eq.score);
  const person = firstName(name);
  const levels = eq.ranked.map((category) =>
    r.sayEach(
      `**${category}** (${eq.points(category)} of 25): ${CATEGORY_LEVEL_TEXT[category][eq.level(category)]}`,
      claim(`eq:${category}`, eq.level(category)),
    ),
  );
  return blocks([
    heading(style.name, 1),
    paragraph([
      r.say(`${person}, your Emotional Connection Style is ${style.name}.`, ...style.rests),
      r.say(`At your best, ${style.essence}.`, ...style.rests),
    ]),
    paragraph([styleOpening(eq, r), r.sayEach(r.fresh(style.meaning), ...style.rests)]),
    pullQuote(r.fresh(style.quote)),
    heading('What your answers show'),
    paragraph([
      r.say(
        `You scored ${eq.score.total} out of ${eq.score.maxTotal}.`,
        claim('eq:total', String(eq.score.total)),
      ),
      r.sayEach(BAND_TEXT[eq.band], claim('eq:band', eq.band)),
      shapeSentence(eq, r),
    ]),
    bullets(levels),
    heading('Your strengths in love'),
    bullets(style.strengths.map(([text, rests]) => r.say(text, rests))),
    heading('Your blind spots'),
    paragraph([
      r.say('Every strength casts a shadow.', GENERAL),
      r.say('These are the patterns worth keeping an eye on, not faults to be ashamed of.', FRAME),
    ]),
    bullets(style.blindSpots.map(([text, rests]) => r.say(text, rests))),
    heading('What you need in a partner'),
    r.sayEach(r.fresh(style.partner), ...style.rests),
    heading('Three next steps'),
    numbered(eqSteps(eq, r)),
    r.sayEach(closing(person, hasBlueprint), FRAME),
  ]);
}
