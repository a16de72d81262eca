import type { BlueprintSection } from '../../../../shared/domain/blueprint-scoring.js';
import type { Draft } from './claims.js';
import { connectionStyle } from './eq-styles.js';
import { tensionsFor } from './tensions.js';
import { phrasesFor } from './traits.js';
import {
  blocks,
  bullets,
  capitalise,
  heading,
  levelOf,
  numbered,
  paragraph,
  pullQuote,
} from './text.js';

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
    'Your long-term goals are your most open area. You are guided more by how a relationship feels than by a plan, which is freeing, though a partner with clear goals may want to know where you stand sooner than you do.',
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
  low: 'You ask little of a partner except that they be themselves. That is rarer, and kinder, than it sounds.',
} as const;

const OVERALL = {
  high: 'Overall you bring a great deal to a relationship, and it is fair that you hope for a great deal back.',
  mid: 'Overall you hold a balance between knowing what you want and staying open to what a partner brings.',
  low: 'Overall you travel light: few fixed demands and a great deal of acceptance, which many people find restful to be around.',
} as const;

/** Why a strong leaning in each area is a gift to a partner. */
const STRENGTH_FRAMES: Record<BlueprintSection, string> = {
  values: 'It gives the people you love something solid to stand on.',
  communication: 'It keeps a relationship with you honest and alive.',
  lifestyle: 'It gives everyday life with you a clear and welcoming rhythm.',
  goals: 'It gives a partner a clear sense of where the two of you could go.',
};

/** Why a relaxed leaning is a gift too; varied so three in a row do not read as a template. */
const EASE_FRAMES = [
  ', which gives a partner room to be themselves.',
  ', so a partner never has to pretend to be someone else with you.',
  '. That acceptance is a quiet gift in any relationship.',
];

function strengths(p: Draft): string {
  const items = p.standouts
    .slice(0, 3)
    .map(
      (t) =>
        `**${capitalise(phrasesFor(t).label)}.** ${capitalise(phrasesFor(t).high)}. ${STRENGTH_FRAMES[phrasesFor(t).section]}`,
    );
  const easyLows = p.lows.filter((t) => !phrasesFor(t).growthWhenLow).slice(0, 3 - items.length);
  easyLows.forEach((t, i) => items.push(`${capitalise(phrasesFor(t).low)}${EASE_FRAMES[i]}`));
  if (items.length === 0) {
    return 'Your strength is balance. Because few of your answers lean hard in one direction, you can meet very different partners where they are, and you are unlikely to turn small differences into big conflicts. That flexibility is easy to underrate and hard to find.';
  }
  return items.join('\n\n');
}

function blindSpots(p: Draft): string {
  const items = [
    ...p.standouts.slice(0, 2).map((t) => `${capitalise(phrasesFor(t).shadowHigh)}.`),
    ...p.lows.slice(0, 2).map((t) => `${capitalise(phrasesFor(t).shadowLow)}.`),
  ].slice(0, 3);
  if (items.length === 0) {
    return 'Because your answers sit mostly in the middle, your blind spot is more likely to be vagueness than excess. A partner may not know what you really want, and you may go along with their preferences until you discover, later, that you minded after all.';
  }
  return bullets(items);
}

function nextSteps(p: Draft, tensionTitle: string | undefined): string[] {
  const top = p.standouts[0];
  const easy = p.lows.find((t) => !phrasesFor(t).growthWhenLow);
  const growing = p.lows.find((t) => phrasesFor(t).growthWhenLow);
  const steps = [
    top &&
      `Describe your strongest trait, ${phrasesFor(top).label}, to a date in your own words, and watch how they respond. Interest is a good sign; awkwardness is information.`,
    growing &&
      `Pick one small, low-stakes moment this week to practise ${phrasesFor(growing).label}. Skills like this grow through repetition, not through one big conversation.`,
    easy &&
      `Look at ${phrasesFor(easy).label}, where you are most easy-going, and ask yourself whether that is true flexibility or a question you have not needed to answer yet. Both are fine; knowing which helps.`,
    tensionTitle &&
      `Talk through "${tensionTitle}" with a trusted friend. Naming a tension out loud makes it much easier to explain to a partner later.`,
    'Choose one blind spot from this report and tell a close friend about it. Ask them to point it out, kindly, when they see it.',
    'Ask two people who know you well what it is like to be close to you. Their answers will add colour that no quiz can.',
    'Before your next date, write down two things you offer a partner and two things you would like from one. Read them again afterwards and see what held true.',
  ];
  return steps.filter((s): s is string => typeof s === 'string').slice(0, 3);
}

/** Who the person is as a partner: strengths, blind spots, needs and next steps. */
export function writeIndividualInsights(p: Draft): string {
  const tensions = tensionsFor(p, 'individual', 2);
  const needs = [
    ...p.standouts.slice(0, 3).map((t) => phrasesFor(t).partnerHigh),
    ...p.lows.slice(0, 2).map((t) => phrasesFor(t).partnerLow),
  ].slice(0, 4);
  const style = p.eq ? connectionStyle(p.eq) : null;
  return blocks([
    heading('Who You Are as a Partner', 1),
    paragraph([
      `${p.name}, this report is about the person a partner gets when they choose you.`,
      ...(p.balanced
        ? [BALANCED[levelOf(p.overall)]]
        : [LEADS_WITH[p.strongest], LIGHTEST[p.weakest], OVERALL[levelOf(p.overall)]]),
    ]),
    pullQuote(p.balanced ? BALANCED_QUOTES[levelOf(p.overall)] : QUOTES[p.strongest]),
    heading('Your strengths as a partner'),
    strengths(p),
    heading('Blind spots to watch'),
    paragraph([
      'Blind spots are not flaws. They are the places where a real strength, or a real ease, can catch a partner off guard.',
    ]),
    blindSpots(p),
    tensions.length > 0 && heading('Where your traits meet'),
    ...tensions.flatMap((t) => [heading(t.title, 3), t.text]),
    heading('What you need in a partner'),
    needs.length > 0
      ? paragraph([
          'The person who will bring out your best is',
          `${needs.map((n, i) => (i === needs.length - 1 && i > 0 ? `and ${n}` : n)).join(needs.length > 2 ? '; ' : ' ')}.`,
        ])
      : 'The person who will bring out your best is someone kind, reliable and curious about you, whose everyday company feels easy. With few fixed requirements of your own, character matters more to you than any checklist.',
    style &&
      paragraph([`Your Emotional Connection Style, ${style.name}, adds to this.`, style.partner]),
    heading('Your next steps'),
    numbered(nextSteps(p, tensions[0]?.title)),
  ]);
}
