import { byTrait } from './blueprint-profile.js';
import { claim, FRAME, GENERAL, sayStep, type Claim, type Draft } from './claims.js';
import { connectionStyle } from './eq-styles.js';
import { clearLeader } from './facts.js';
import { areasOpening, areasQuote } from './individual-areas.js';
import { freshLeanings, leaningsOf, sayLeaning } from './leanings.js';
import { tensionsFor } from './tensions.js';
import { phrasesFor } from './traits.js';
import { blocks, bullets, capitalise, heading, numbered, paragraph, pullQuote } from './text.js';

/**
 * The style's partner paragraph, or a pointer to it when the EQ report already printed it.
 * Without an EQ result, what a partner should know of how the member settles, from the Blueprint.
 */
function stylePartner(p: Draft): string {
  if (!p.eq)
    return paragraph([
      byTrait(p, 'reassurance_need', {
        high: 'A partner who says what they feel, plainly and often, will find you warm in return; it is long silences that unsettle you.',
        mid: 'A partner who checks in now and then, without making a ritual of it, suits the way you settle.',
        low: 'A partner who does not need constant check-ins will find you easy company, because you feel secure without them.',
      }),
      byTrait(p, 'calm_conflict', {
        high: 'When the two of you disagree, they can raise it straight away: you stay steady, and an argument does not shake what you have.',
        mid: 'When the two of you disagree, they help most by raising it calmly and early, before it grows.',
        low: 'When the two of you disagree, they help most by slowing down and saying that an argument does not put the relationship at risk.',
      }),
    ]);
  const style = connectionStyle(p.eq.score);
  const partner = p.fresh(style.partner);
  return paragraph([
    p.say(`Your Emotional Connection Style, ${style.name}, adds to this.`, ...style.rests),
    p.sayEach(
      partner ||
        'Your EQ report describes the partner who suits that style; read it alongside this one.',
      ...style.rests,
    ),
  ]);
}

/** What the balance texts rest on: few clear leanings (facts.ts `fewLeanings`). */
const FEW = claim('leanings', 'few');

/** Why a relaxed leaning is a gift too; varied so three in a row do not read as a template. */
const EASE_FRAMES = [
  ', which gives a partner room to be themselves.',
  ', so a partner never has to pretend to be someone else with you.',
  '. That acceptance is a quiet gift in any relationship.',
];

function strengths(p: Draft): string {
  const items = leaningsOf(p.standouts.slice(0, 3), 'high', (ph) => ph.high).map((l) => {
    const { label } = phrasesFor(l.trait);
    // The leaning itself, without a frame that would fit anyone ('something solid to stand on').
    return sayLeaning(p, l, `**${capitalise(label)}.** ${capitalise(l.text)}.`);
  });
  const easyLows = p.lows.filter((t) => !phrasesFor(t).growthWhenLow).slice(0, 3 - items.length);
  leaningsOf(easyLows, 'low', (ph) => ph.low).forEach((l, i) =>
    items.push(sayLeaning(p, l, `${capitalise(l.text)}${EASE_FRAMES[i]}`)),
  );
  if (items.length === 0) {
    return p.sayEach(
      'Your strength is balance. Because few of your answers lean hard in one direction, you can meet very different partners where they are, and you are unlikely to turn small differences into big conflicts. That flexibility is easy to underrate.',
      FEW,
    );
  }
  return items.join('\n\n');
}

function blindSpots(p: Draft): string {
  const items = [
    ...leaningsOf(p.standouts.slice(0, 2), 'high', (ph) => ph.shadowHigh),
    ...leaningsOf(p.lows.slice(0, 2), 'low', (ph) => ph.shadowLow),
  ]
    .slice(0, 3)
    .map((l) => sayLeaning(p, l, `${capitalise(l.text)}.`));
  if (items.length === 0) {
    return p.sayEach(
      'Because your answers sit mostly in the middle, your blind spot is more likely to be vagueness than excess. A partner may not know what you really want, and you may go along with their preferences until you discover, later, that you minded after all.',
      FEW,
    );
  }
  return bullets(items);
}

/** A step and the claims it rests on; false when it is not for this member. */
type Step = readonly [text: string, ...rests: Claim[]] | false | '' | undefined;

function nextSteps(p: Draft, tension: { title: string; made: Claim[] } | undefined): string[] {
  const top = p.standouts[0];
  const easy = p.lows.find((t) => phrasesFor(t).relaxedWhenLow);
  const growing = p.lows.find((t) => phrasesFor(t).growthWhenLow);
  const leads = !!clearLeader(p.standouts, p.score);
  const steps: Step[] = [
    top && [
      `Describe ${leads ? 'your strongest trait' : 'one of your clearest leanings'}, ${phrasesFor(top).label}, to a date in your own words, and watch how they respond. Interest is a good sign; awkwardness is information.`,
      claim(`trait:${top}`, 'high'),
      ...(leads ? [claim(`trait:${top}`, 'leads')] : []),
    ],
    growing && [
      `Pick one small, low-stakes moment this week to practise ${phrasesFor(growing).label}. Skills like this grow through repetition, not through one big conversation.`,
      claim(`trait:${growing}`, 'low'),
    ],
    easy && [
      `Look at ${phrasesFor(easy).label}, where you are easy-going, and ask yourself whether that is true flexibility or a question you have not needed to answer yet. Both are fine; knowing which helps.`,
      claim(`trait:${easy}`, 'relaxed'),
    ],
    tension && [
      `Talk through "${tension.title}" with a trusted friend. Naming a tension out loud makes it much easier to explain to a partner later.`,
      ...tension.made,
    ],
    [
      'Choose one blind spot from this report and tell a close friend about it. Ask them to point it out, kindly, when they see it.',
      GENERAL,
    ],
    [
      'Ask two people who know you well what it is like to be close to you. Their answers will add colour that no quiz can.',
      GENERAL,
    ],
    [
      'Before your next date, write down two things you offer a partner and two things you would like from one. Read them again afterwards and see what held true.',
      GENERAL,
    ],
  ];
  return steps
    .filter((s) => !!s)
    .slice(0, 3)
    .map(([text, ...rests]) => sayStep(p, text, ...rests));
}

/** The partner anyone does well with: said as general, never as this member's need. */
const ANYONE = 'someone kind, reliable and curious about you, whose everyday company feels easy';

/**
 * The partner who fits, from the needs no earlier report printed. When the overview already
 * printed them all, the member still has leanings, so the text points back rather than saying
 * they have few requirements.
 */
function partnerNeeds(p: Draft, needs: readonly string[]): string {
  if (needs.length > 0)
    return paragraph([
      'The person who will bring out your best is',
      `${needs.map((n, i) => (i === needs.length - 1 && i > 0 ? `and ${n}` : n)).join(needs.length > 2 ? '; ' : ' ')}.`,
    ]);
  if (p.fewLeanings)
    return paragraph([
      p.say(`The person who will bring out your best is ${ANYONE}.`, GENERAL),
      p.say(
        'With few fixed requirements of your own, character matters more to you than any checklist.',
        FEW,
      ),
    ]);
  return paragraph([
    p.say(
      'Your Blueprint overview lists what you need in a partner, leaning by leaning.',
      claim('leanings', 'some'),
    ),
    p.say(`Beyond those, the person who will bring out your best is ${ANYONE}.`, GENERAL),
  ]);
}

/** Who the person is as a partner: strengths, blind spots, needs and next steps. */
export function writeIndividualInsights(p: Draft): string {
  const tensions = tensionsFor(p, 'individual', 2);
  const needs = freshLeanings(
    p,
    [
      ...leaningsOf(p.standouts.slice(0, 3), 'high', (ph) => ph.partnerHigh),
      ...leaningsOf(p.lows.slice(0, 2), 'low', (ph) => ph.partnerLow),
    ],
    4,
  ).map((l) => sayLeaning(p, l, l.text));
  return blocks([
    heading('Who You Are as a Partner', 1),
    paragraph([
      p.say(
        `${p.name}, this report is about the person a partner gets when they choose you.`,
        FRAME,
      ),
      ...areasOpening(p),
    ]),
    pullQuote(areasQuote(p)),
    heading('Your strengths as a partner'),
    strengths(p),
    heading('Blind spots to watch'),
    paragraph([
      p.sayEach(
        'Blind spots are not flaws. They are the places where a real strength, or a real ease, can catch a partner off guard.',
        GENERAL,
      ),
    ]),
    blindSpots(p),
    tensions.length > 0 && heading('Where your traits meet'),
    ...tensions.flatMap((t) => [heading(t.title, 3), t.text]),
    heading('What you need in a partner'),
    partnerNeeds(p, needs),
    stylePartner(p),
    heading('Your next steps'),
    numbered(nextSteps(p, tensions[0])),
  ]);
}
