import { byTrait, type Draft } from './blueprint-profile.js';
import { CATEGORY_PLAIN_NAMES, CATEGORY_STEPS } from './eq-categories.js';
import { IN_RELATIONSHIPS, UNDER_PRESSURE } from './eq-insights-fragments.js';
import { writeEqInsightsWithoutEq } from './eq-insights-blueprint-only.js';
import { connectionStyle, rankedCategories } from './eq-styles.js';
import { blocks, heading, levelOf, numbered, paragraph, pullQuote } from './text.js';

/** How the person's emotional patterns show up in relationships (EQ insights report). */
export function writeEqInsights(p: Draft): string {
  const eq = p.eq;
  if (!eq) return writeEqInsightsWithoutEq(p);
  const style = connectionStyle(eq);
  const ranked = rankedCategories(eq);
  const [first, second] = [ranked[0]!, ranked[1]!];
  const [lowest, nextLowest] = [ranked[4]!, ranked[3]!];
  const level = (c: typeof first) => eq.categoryScores[c]?.level ?? 'good';
  return blocks([
    heading('How Your Emotions Shape Your Relationships', 1),
    paragraph([
      `${p.name}, your Emotional Connection Style is ${style.name}: at your best, ${style.essence}.`,
      'This report looks at how that plays out once you are in a relationship, reading your EQ results together with what you told us in your Blueprint.',
    ]),
    pullQuote(style.quote),
    heading('What you bring to closeness'),
    paragraph([
      `Your two strongest areas are ${CATEGORY_PLAIN_NAMES[first]} and ${CATEGORY_PLAIN_NAMES[second]}.`,
      IN_RELATIONSHIPS[first][level(first)],
      IN_RELATIONSHIPS[second][level(second)],
    ]),
    paragraph([
      byTrait(p, 'verbal_affection', {
        high: 'You also express care in words, so the warmth you feel rarely goes unspoken.',
        low: 'You tend to show care through what you do rather than what you say, so a partner who needs words may need a little more from you.',
      }),
      byTrait(p, 'physical_affection', {
        high: 'Touch is one of your main ways of feeling close, and it steadies you when words run out.',
        low: 'You feel close through conversation and time together more than through touch.',
      }),
    ]),
    heading('Under pressure'),
    UNDER_PRESSURE[level('Emotional Regulation')][levelOf(p.score('calm_conflict'))],
    heading('How you reach for connection'),
    paragraph([
      IN_RELATIONSHIPS['Social Skills'][level('Social Skills')],
      byTrait(p, 'reassurance_need', {
        high:
          level('Social Skills') === 'developing'
            ? 'At the same time, you need reassurance, so the hardest and most important skill for you is asking for it plainly.'
            : 'You need reassurance and you are able to ask for it, which makes it easy for a partner to get it right.',
        low: 'You need little reassurance, so make sure a partner who needs more still hears it from you.',
      }),
      byTrait(p, 'talking_it_through', {
        high: 'Talking is how you process, so a partner who listens well will feel like home to you.',
        low: 'You process on your own first, so tell a partner when you need quiet, and that you will come back.',
      }),
    ]),
    heading('Your growth edge'),
    paragraph([
      `The area with the most room to grow is your ${CATEGORY_PLAIN_NAMES[lowest]}.`,
      IN_RELATIONSHIPS[lowest][level(lowest)],
      level(lowest) === 'strong'
        ? 'Even so, it is strong; the work here is polishing, not repair.'
        : 'Small, regular practice here will change how close your relationships feel.',
    ]),
    numbered([CATEGORY_STEPS[lowest][1], CATEGORY_STEPS[nextLowest][0], style.step]),
  ]);
}
