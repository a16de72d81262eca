import { byTrait } from './blueprint-profile.js';
import { claim, GENERAL, type Draft } from './claims.js';
import type { SectionShape } from './facts.js';
import { phrasesFor } from './traits.js';
import { blocks, capitalise, heading, numbered, paragraph, pullQuote, rankBy } from './text.js';

const QUOTES: Record<SectionShape, string> = {
  clear:
    'You feel close when feelings are spoken, shared and mended. That is a strength worth protecting.',
  contrast:
    'Some ways of connecting matter enormously to you and others hardly at all. A partner who learns which is which will make you feel understood.',
  open: 'You can open up or hold back as the moment needs. The skill now is choosing on purpose.',
  light:
    'Your feelings run quiet, not shallow. The people who love you will need a few words to find them.',
};

const COMMUNICATION_TRAITS = [
  'direct_expression',
  'calm_conflict',
  'repair_initiative',
  'talking_it_through',
] as const;

/**
 * The communication skill with the most room to grow: the lowest one that is not already a
 * clear strength. Named only when there is one; a strong skill is never called a growth edge.
 */
function growthEdge(p: Draft): string {
  const growth = rankBy(
    COMMUNICATION_TRAITS.filter((t) => !p.high(t)),
    p.score,
    'asc',
  )[0];
  if (!growth)
    return p.say(
      'Every communication skill we asked about is a clear strength for you, so your edge is not a new skill but a habit: keeping them up when life gets busy.',
      ...COMMUNICATION_TRAITS.map((t) => claim(`trait:${t}`, 'high')),
    );
  const phrases = phrasesFor(growth);
  return paragraph([
    p.say(
      `The emotional skill with the most room to grow, from your answers, is ${phrases.label}.`,
      claim(`trait:${growth}`, 'growth'),
    ),
    p.low(growth)
      ? p.say(`${capitalise(phrases.shadowLow)}.`, claim(`trait:${growth}`, 'low'))
      : p.say(
          'It is not a weakness so much as the place where a little practice will make the biggest difference.',
          claim(`trait:${growth}`, 'mid'),
        ),
  ]);
}

/** The EQ insights report for someone who has not taken the EQ assessment, read from the Blueprint alone. */
export function writeEqInsightsWithoutEq(p: Draft): string {
  return blocks([
    heading('How Your Emotions Shape Your Relationships', 1),
    paragraph([
      p.say(
        `${p.name}, you have not taken the EQ assessment yet, so this report reads your emotional patterns from your Blueprint answers about communication and values.`,
        claim('eq', 'absent'),
      ),
      p.say(
        'Taking the EQ assessment would sharpen it considerably, adding how well you recognise and settle your own feelings under pressure, which no Blueprint question measures directly.',
        claim('eq', 'absent'),
      ),
    ]),
    pullQuote(QUOTES[p.shape('communication')]),
    heading('How you handle feelings'),
    paragraph([
      byTrait(p, 'talking_it_through', {
        high: 'You make sense of hard feelings by talking them through, so an attentive listener steadies you.',
        mid: 'Sometimes you talk feelings through and sometimes you sort them out alone, depending on the day.',
        low: 'You prefer to sort through feelings on your own first, and to share them once they make sense to you.',
      }),
      byTrait(p, 'calm_conflict', {
        high: 'Disagreements do not frighten you; you trust a relationship to survive them.',
        mid: 'Disagreements unsettle you a little, but rarely knock you off course.',
        low: 'Disagreements can feel like a threat to the whole relationship, so you may avoid them or feel flooded by them.',
      }),
      byTrait(p, 'reassurance_need', {
        high: 'Hearing that you are loved matters to you, and silence can make you anxious.',
        mid: 'Some reassurance helps you feel settled, though you do not need it every day.',
        low: 'You feel secure without much reassurance, which gives a partner a lot of freedom.',
      }),
    ]),
    heading('How you show care'),
    paragraph([
      byTrait(p, 'verbal_affection', {
        high: 'You put love into words.',
        low: 'You show love more in actions than in words.',
        mid: 'You use words of affection when they feel natural, without relying on them.',
      }),
      byTrait(p, 'physical_affection', {
        high: 'Touch comes naturally to you and keeps you connected.',
        mid: 'Touch matters to you in its place, alongside words and time together.',
        low: 'Touch matters less to you than time and conversation.',
      }),
      byTrait(p, 'repair_initiative', {
        high: 'After an argument you reach out first, which keeps hurt from hardening.',
        low: 'After an argument, reaching out first is hard for you, so cold spells can last.',
        mid: 'After an argument you will reach out, though usually once you feel ready rather than straight away.',
      }),
    ]),
    heading('What your values say about your emotional needs'),
    paragraph([
      byTrait(p, 'honesty_transparency', {
        high: 'You need openness to feel safe; secrets, even small ones, unsettle you.',
        mid: 'You value honesty without needing to know everything, and you feel safe once a partner has proved reliable.',
        low: 'You are comfortable with some privacy between partners and do not read it as a threat.',
      }),
      byTrait(p, 'independence', {
        high: 'You need room to breathe, and time alone restores you.',
        mid: 'You enjoy closeness and you enjoy some time to yourself, and you feel best with a little of each.',
        low: 'Closeness restores you, and long stretches apart can leave you feeling unmoored.',
      }),
      byTrait(p, 'fidelity', {
        high: 'Loyalty that you can see in small choices is central to your sense of security.',
        mid: 'Loyalty matters to you, and you would rather talk about where the lines are than assume them.',
      }),
      p.say(
        'These needs are not demands; they are the conditions under which you feel safe enough to be fully yourself.',
        GENERAL,
      ),
    ]),
    heading('Your growth edge'),
    growthEdge(p),
    numbered([
      p.sayEach(
        'Take the EQ assessment from your dashboard. It takes a few minutes and adds a clearer picture of how you notice and settle your own feelings.',
        claim('eq', 'absent'),
      ),
      // Both texts are about asking, so either way the step records the one `asks` fact.
      p.say(
        p.asks === 'hard'
          ? 'Practise one small, direct request each day, so asking for bigger things feels less risky.'
          : 'After your next disagreement, ask the other person what it felt like from their side before explaining yours.',
        claim('asks:practice', p.asks),
      ),
      p.high('reassurance_need')
        ? p.say(
            'When silence makes you anxious, write down the story you are telling yourself, then check it gently with the person instead of acting on it.',
            claim('trait:reassurance_need', 'high'),
          )
        : p.say(
            'Once a week, tell someone close to you one honest sentence about how you are really doing.',
            GENERAL,
          ),
    ]),
  ]);
}
