import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import { SECTION_NAMES } from './blueprint-profile.js';
import { claim, FRAME, GENERAL, sayStep, type Claim, type Draft } from './claims.js';
import { clearLeader } from './facts.js';
import {
  BALANCED_STEPS,
  READ_NEXT,
  SECTION_TEXT,
  STRONGEST_STEP,
  WEAKEST_STEP,
} from './blueprint-overview-texts.js';
import { freshLeanings, leaningsOf, sayLeaning, type Leaning } from './leanings.js';
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

/** A 'more of what shapes you' bullet: the trait's label and the side it leans. */
const moreBullet = (p: Draft, l: Leaning) =>
  sayLeaning(p, l, `**${capitalise(phrasesFor(l.trait).label)}**: ${l.text}.`);

/** The strongest leaning each way within one area; these are named in the area's paragraph. */
function highlightedTraits(p: Draft, section: BlueprintSection): string[] {
  const standout = p.standouts.find((t) => phrasesFor(t).section === section);
  const low = p.lows.find((t) => phrasesFor(t).section === section);
  return [standout, low].filter((t): t is string => t !== undefined);
}

/** One or two sentences naming the traits that most define an area for this person, if any do. */
function sectionHighlight(p: Draft, section: BlueprintSection): string {
  const highs = p.standouts.filter((t) => phrasesFor(t).section === section);
  const standout = highs[0];
  // 'Most of all' only for a trait that leads the area's others; a tie is named plainly.
  const leads = !!clearLeader(highs, p.score);
  const lead = leads ? 'Most of all, ' : 'One clear leaning: ';
  const low = p.lows.find((t) => phrasesFor(t).section === section);
  const high =
    standout &&
    p.say(
      `${lead}${phrasesFor(standout).high}.`,
      claim(`trait:${standout}`, 'high'),
      ...(leads ? [claim(`trait:${standout}`, 'leads-area')] : []),
    );
  const lowText = (opening: string) =>
    low && p.say(`${opening}${phrasesFor(low).low}.`, claim(`trait:${low}`, 'low'));
  if (high) return paragraph([high, lowText('At the same time, ')]);
  if (low) return lowText('One clear pattern here: ')!;
  return p.say(
    p.fresh(
      'No single trait in this area pulls strongly in one direction, which leaves you room to adapt.',
      'Here too your answers stay near the middle, so this area is shaped more by the person you are with than by fixed preferences.',
      'Nothing in this area leans hard either way; you can follow a partner here without giving anything up.',
      'This area, like the others, has no strong pull, which makes it easy ground to share.',
    ),
    claim(`quiet:${section}`, 'yes'),
  );
}

/** What the texts for members without clear leanings rest on (facts.ts `fewLeanings`). */
const FEW = claim('leanings', 'few');

/** A step and the claims it rests on; null when it is not for this member. */
type Step = readonly [text: string, ...rests: Claim[]] | null;

function blindSpotStep(p: Draft): Step {
  const [shadow] = [
    ...leaningsOf(p.standouts.slice(0, 1), 'high', (ph) => ph.shadowHigh),
    ...leaningsOf(p.lows.slice(0, 1), 'low', (ph) => ph.shadowLow),
  ];
  if (!shadow)
    return [
      'Over your next few dates, notice when you feel most at ease and most yourself. Those moments tell you more about fit than any checklist.',
      FEW,
    ];
  return [
    `Keep one blind spot in view: ${shadow.text}. Noticing it in yourself first makes it far easier to talk about with a partner.`,
    claim(`trait:${shadow.trait}`, shadow.side),
  ];
}

/** The partner phrase that sums the person up best: their strongest leaning, either way. */
function corePartner(p: Draft): string | null {
  const top = p.standouts[0];
  const low = p.lows[0];
  return top ? phrasesFor(top).partnerHigh : low ? phrasesFor(low).partnerLow : null;
}

/** How the four areas relate: a strongest or lightest area only when it stands clear by the margin. */
function contrastSentence(p: Draft): string {
  const { strongest: top, lightest: light } = p;
  const named = [
    ...(top ? [claim(`area:${top}`, 'strongest')] : []),
    ...(light ? [claim(`area:${light}`, 'lightest')] : []),
  ];
  if (top && light)
    return p.say(
      `Your answers are strongest in ${SECTION_NAMES[top]} and lightest in ${SECTION_NAMES[light]}, and that contrast is the key to reading everything below.`,
      ...named,
    );
  if (top)
    return p.say(
      `Your strongest feelings gather around ${SECTION_NAMES[top]}, clearly ahead of the other three areas.`,
      ...named,
    );
  if (light)
    return p.say(
      `You hold ${SECTION_NAMES[light]} more lightly than the other three areas.`,
      ...named,
    );
  if (!p.even)
    return p.say(
      'No single area stands clearly ahead or behind: your four areas sit in close groups rather than in one clear order.',
      claim('areas', 'no-leader'),
    );
  const overall = levelOf(p.overall);
  return p.say(
    {
      high: 'Your four areas are level and strongly felt: you care a great deal about every part of a relationship.',
      low: 'Your four areas are level and lightly held: you come to relationships with very few fixed requirements.',
      mid: 'Your four areas are level, with no part of a relationship pulling harder than the others.',
    }[overall],
    claim('areas', 'even'),
    claim('areas:overall', overall),
  );
}

/**
 * Three first steps: the lightest and strongest areas when named, balance otherwise. With a
 * strongest area but no lightest one there is no balance step: "no area stands out" would
 * contradict the strongest area named beside it.
 */
function whereToStart(p: Draft): string[] {
  const overall = levelOf(p.overall);
  const candidates: Step[] = [
    p.lightest
      ? [WEAKEST_STEP[p.lightest], claim(`area:${p.lightest}`, 'lightest')]
      : p.even
        ? [BALANCED_STEPS[overall], claim('areas', 'even'), claim('areas:overall', overall)]
        : p.strongest
          ? null
          : [BALANCED_STEPS.mid, claim('areas', 'no-leader')],
    p.strongest && [STRONGEST_STEP[p.strongest], claim(`area:${p.strongest}`, 'strongest')],
    ...p.sectionsRanked
      .filter((s) => p.shape(s) === 'open')
      .map((s): Step => [WEAKEST_STEP[s], claim(`shape:${s}`, 'open')]),
    blindSpotStep(p),
  ];
  const steps = candidates.filter((step): step is NonNullable<Step> => !!step);
  return steps
    .filter(([text], i) => steps.findIndex(([other]) => other === text) === i)
    .slice(0, 3)
    .map(([text, ...rests]) => sayStep(p, text, ...rests));
}

const readNext = (p: Draft) =>
  p.lightest
    ? p.say(READ_NEXT[p.lightest], claim(`area:${p.lightest}`, 'lightest'))
    : p.even
      ? p.say(
          'Because your areas are so even, each report matters about equally; start with whichever title makes you most curious.',
          claim('areas', 'even'),
        )
      : p.say(
          'Each of them reads your four areas together, so start with whichever title makes you most curious.',
          GENERAL,
        );

/** The Personal Relationship Blueprint overview. */
export function writeBlueprintOverview(p: Draft): string {
  const core = corePartner(p);
  if (core) p.fresh(core);
  const needs = freshLeanings(
    p,
    [
      ...leaningsOf(p.standouts.slice(0, 4), 'high', (ph) => ph.partnerHigh),
      ...leaningsOf(p.lows.slice(0, p.standouts.length >= 3 ? 1 : 3), 'low', (ph) => ph.partnerLow),
    ],
    7,
  ).map((l) => sayLeaning(p, l, `${capitalise(l.text)}.`));
  const highlighted = p.sectionsRanked.flatMap((s) => highlightedTraits(p, s));
  const moreHighs = p.standouts.filter((t) => !highlighted.includes(t)).slice(0, 3);
  const moreLows = p.lows.filter((t) => !highlighted.includes(t)).slice(0, 3);
  return blocks([
    heading(`${p.name}'s Personal Relationship Blueprint`, 1),
    paragraph([
      p.say(
        `${p.name}, this is your Personal Relationship Blueprint: a portrait of what you value, how you connect, how you like to live and where you want your life to go.`,
        FRAME,
      ),
      contrastSentence(p),
    ]),
    pullQuote(
      core
        ? `What you are really looking for is ${core}.`
        : p.say(
            'What you are really looking for is a person, not a profile: someone whose company feels easy and whose character you respect.',
            FEW,
          ),
    ),
    heading('Your four areas at a glance'),
    ...p.sectionsRanked.map((s) =>
      paragraph([
        `**${capitalise(SECTION_NAMES[s])}.**`,
        p.sayEach(SECTION_TEXT[s][p.shape(s)], claim(`shape:${s}`, p.shape(s))),
        sectionHighlight(p, s),
      ]),
    ),
    (moreHighs.length > 0 || moreLows.length > 0) && heading('More of what shapes you'),
    moreHighs.length > 0 &&
      bullets(leaningsOf(moreHighs, 'high', (ph) => ph.high).map((l) => moreBullet(p, l))),
    moreLows.length > 0 &&
      paragraph([
        p.say(
          moreHighs.length > 0
            ? 'Just as telling are the things you lean away from:'
            : 'What also defines you is where you lean the other way:',
          ...moreLows.map((t) => claim(`trait:${t}`, 'low')),
        ),
      ]),
    moreLows.length > 0 &&
      bullets(leaningsOf(moreLows, 'low', (ph) => ph.low).map((l) => moreBullet(p, l))),
    p.standouts.length === 0 &&
      p.lows.length === 0 &&
      paragraph([
        p.say('Your answers sit mostly in the middle of the scale.', FEW),
        p.say(
          'That usually means one of two things: you are genuinely flexible, or you have not yet had the experiences that would settle your view.',
          FEW,
        ),
        p.say(
          'Both are useful to know, and the reports that follow will help you tell which is which.',
          FRAME,
        ),
      ]),
    heading('What you need in a partner'),
    needs.length > 0
      ? bullets(needs)
      : p.say(
          `${core ? 'Alongside that' : 'Above all'}, kindness, reliability and genuine interest in you will matter more than any shared hobby or matching checklist.`,
          GENERAL,
        ),
    heading('Where to start'),
    numbered(whereToStart(p)),
    paragraph([
      p.say(
        `Your four insight reports build on this overview, ${p.name}: how your emotions show up in love, who you are as a partner, how you grow a relationship over time, and where you are headed.`,
        GENERAL,
      ),
      readNext(p),
    ]),
  ]);
}
