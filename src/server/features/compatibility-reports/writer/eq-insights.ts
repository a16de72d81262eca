import { EQ_CATEGORIES } from '#shared/domain/eq-scoring.js';
import { ASKING_FOR_NEEDS, ASKING_FOR_REASSURANCE, sayAsking } from './asking.js';
import { byTrait } from './blueprint-profile.js';
import { claim, FRAME, GENERAL, type Draft } from './claims.js';
import { CATEGORY_PLAIN_NAMES } from './eq-categories.js';
import type { EqFacts } from './eq-facts.js';
import { IN_RELATIONSHIPS, UNDER_PRESSURE } from './eq-insights-fragments.js';
import { writeEqInsightsWithoutEq } from './eq-insights-blueprint-only.js';
import { eqSteps } from './eq-steps.js';
import { connectionStyle } from './eq-styles.js';
import { blocks, capitalise, heading, numbered, paragraph, pullQuote } from './text.js';

const CLOSENESS_QUOTE =
  'Emotional skill is not a score. It is what a partner feels on an ordinary evening with you.';

/** How one category shows up in a relationship, once per member, recorded as its level. */
const inRelationships = (p: Draft, eq: EqFacts, c: (typeof EQ_CATEGORIES)[number]) =>
  p.sayEach(p.fresh(IN_RELATIONSHIPS[c][eq.level(c)]), claim(`eq:${c}`, eq.level(c)));

/** The leading areas, or balance when none leads by the margin. */
function whatYouBring(p: Draft, eq: EqFacts): string {
  const [a, b] = eq.leaders;
  const opener =
    a && b
      ? p.say(
          `Your two strongest areas are ${CATEGORY_PLAIN_NAMES[a]} and ${CATEGORY_PLAIN_NAMES[b]}.`,
          claim(`eq:${a}`, 'strongest'),
          claim(`eq:${b}`, 'strongest'),
        )
      : a
        ? p.say(
            `${capitalise(CATEGORY_PLAIN_NAMES[a])} stands out among your five areas.`,
            claim(`eq:${a}`, 'strongest'),
          )
        : eq.even
          ? p.say(
              'Your five areas are evenly matched, so what you bring to closeness is a balance of skills rather than one standout.',
              claim('eq', 'even'),
            )
          : p.say(
              'No single area leads yours by much; what you bring to closeness is spread across several skills.',
              claim('eq', 'no-leader'),
            );
  const shown = eq.leaders.length > 0 ? eq.leaders : eq.ranked.slice(0, 1);
  return paragraph([opener, ...shown.map((c) => inRelationships(p, eq, c))]);
}

/**
 * The one sentence about asking, read from the `asks` fact so every report agrees on it; the
 * reassurance version when reassurance matters, the general one otherwise.
 */
const asking = (p: Draft) =>
  p.high('reassurance_need')
    ? p.say(
        sayAsking(p, 'reassurance', ASKING_FOR_REASSURANCE),
        claim('trait:reassurance_need', 'high'),
      )
    : sayAsking(p, 'needs', ASKING_FOR_NEEDS);

function growthEdge(p: Draft, eq: EqFacts): string {
  const [lowest] = eq.laggards;
  if (lowest && eq.level(lowest) !== 'strong')
    return paragraph([
      p.say(
        `The area with the most room to grow is your ${CATEGORY_PLAIN_NAMES[lowest]}.`,
        claim(`eq:${lowest}`, 'growth'),
      ),
      inRelationships(p, eq, lowest),
      p.say('Small, regular practice here will change how close your relationships feel.', GENERAL),
    ]);
  if (lowest)
    return p.say(
      `Your ${CATEGORY_PLAIN_NAMES[lowest]} trails your other areas a little, yet it is strong; the work here is polishing, not repair.`,
      claim(`eq:${lowest}`, 'lowest'),
    );
  if (eq.toGrow.length === 0)
    return p.say(
      'Every one of your five areas is strong, so there is nothing to repair here, only habits worth keeping and sharing.',
      ...EQ_CATEGORIES.map((c) => claim(`eq:${c}`, 'strength')),
    );
  return paragraph([
    p.say('No single area trails the others by much.', claim('eq', 'no-laggard')),
    p.say(
      'The practices below go to the areas not yet strong, where a little effort goes furthest.',
      FRAME,
    ),
  ]);
}

/** How the person's emotional patterns show up in relationships (EQ insights report). */
export function writeEqInsights(p: Draft): string {
  const eq = p.eq;
  if (!eq) return writeEqInsightsWithoutEq(p);
  const style = connectionStyle(eq.score);
  const regulation = eq.level('Emotional Regulation');
  return blocks([
    heading('How Your Emotions Shape Your Relationships', 1),
    paragraph([
      p.say(
        `${p.name}, your Emotional Connection Style is ${style.name}: at your best, ${style.essence}.`,
        ...style.rests,
      ),
      p.say(
        'This report looks at how that plays out once you are in a relationship, reading your EQ results together with what you told us in your Blueprint.',
        FRAME,
      ),
    ]),
    pullQuote(p.fresh(style.quote, CLOSENESS_QUOTE)),
    heading('What you bring to closeness'),
    whatYouBring(p, eq),
    paragraph([
      byTrait(p, 'verbal_affection', {
        high: 'You also express care in words, so the warmth you feel rarely goes unspoken.',
        low: 'You tend to show care through what you do rather than what you say, so a partner who needs words may need a little more from you.',
      }),
      byTrait(p, 'physical_affection', {
        high: 'Touch is one of your main ways of feeling close, and it steadies you when words run out.',
        low: 'Touch is not your main way of feeling close; you show closeness in other ways.',
      }),
    ]),
    heading('Under pressure'),
    p.sayEach(
      UNDER_PRESSURE[regulation][p.level('calm_conflict')],
      claim('eq:Emotional Regulation', regulation),
      claim('trait:calm_conflict', p.level('calm_conflict')),
    ),
    heading('How you reach for connection'),
    paragraph([
      inRelationships(p, eq, 'Social Skills'),
      asking(p),
      byTrait(p, 'talking_it_through', {
        high: 'Talking is how you process, so a partner who listens well will feel like home to you.',
        mid: 'Sometimes you talk a feeling through and sometimes you settle it alone first; telling a partner which one today is will save them guessing.',
        low: 'You process on your own first, so tell a partner when you need quiet, and that you will come back.',
      }),
    ]),
    heading('Your growth edge'),
    growthEdge(p, eq),
    numbered(eqSteps(eq, p)),
  ]);
}
