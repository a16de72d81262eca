import type { BlueprintSection } from '../../../../shared/domain/blueprint-scoring.js';
import { SECTION_NAMES, sectionShape, type Draft } from './blueprint-profile.js';
import {
  BALANCED_STEPS,
  READ_NEXT,
  SECTION_TEXT,
  STRONGEST_STEP,
  WEAKEST_STEP,
} from './blueprint-overview-texts.js';
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

/** The strongest leaning each way within one area; these are named in the area's paragraph. */
function highlightedTraits(p: Draft, section: BlueprintSection): string[] {
  const standout = p.standouts.find((t) => phrasesFor(t).section === section);
  const low = p.lows.find((t) => phrasesFor(t).section === section);
  return [standout, low].filter((t): t is string => t !== undefined);
}

/** One or two sentences naming the traits that most define an area for this person, if any do. */
function sectionHighlight(p: Draft, section: BlueprintSection): string {
  const standout = p.standouts.find((t) => phrasesFor(t).section === section);
  const low = p.lows.find((t) => phrasesFor(t).section === section);
  if (standout && low)
    return `Most of all, ${phrasesFor(standout).high}. At the same time, ${phrasesFor(low).low}.`;
  if (standout) return `Most of all, ${phrasesFor(standout).high}.`;
  if (low) return `One clear pattern here: ${phrasesFor(low).low}.`;
  return 'No single trait in this area pulls strongly in one direction, which leaves you room to adapt.';
}

function blindSpotStep(p: Draft): string {
  const top = p.standouts[0];
  const low = p.lows[0];
  const shadow = top ? phrasesFor(top).shadowHigh : low ? phrasesFor(low).shadowLow : null;
  if (!shadow)
    return 'Over your next few dates, notice when you feel most at ease and most yourself. Those moments tell you more about fit than any checklist.';
  return `Keep one blind spot in view: ${shadow}. Noticing it in yourself first makes it far easier to talk about with a partner.`;
}

/** The partner phrase that sums the person up best: their strongest leaning, either way. */
function corePartner(p: Draft): string | null {
  const top = p.standouts[0];
  const low = p.lows[0];
  return top ? phrasesFor(top).partnerHigh : low ? phrasesFor(low).partnerLow : null;
}

function contrastSentence(p: Draft): string {
  const gap = p.section(p.strongest) - p.section(p.weakest);
  const strong = SECTION_NAMES[p.strongest];
  const weak = SECTION_NAMES[p.weakest];
  if (gap >= 30)
    return `Your answers are strongest in ${strong} and lightest in ${weak}, and that contrast is the key to reading everything below.`;
  if (gap >= 12)
    return `Your strongest feelings gather around ${strong}, and you hold ${weak} most lightly.`;
  if (!p.balanced)
    return `Your four areas are closely balanced, with ${strong} only slightly ahead of the rest.`;
  const overall = levelOf(p.overall);
  if (overall === 'high')
    return 'Your four areas are level and strongly felt: you care a great deal about every part of a relationship.';
  if (overall === 'low')
    return 'Your four areas are level and lightly held: you come to relationships with very few fixed requirements.';
  return 'Your four areas are level, with no part of a relationship pulling harder than the others.';
}

/** The Personal Relationship Blueprint overview. */
export function writeBlueprintOverview(p: Draft): string {
  const core = corePartner(p);
  const needs = [
    ...p.standouts.slice(0, 4).map((t) => phrasesFor(t).partnerHigh),
    ...p.lows.slice(0, p.standouts.length >= 3 ? 1 : 3).map((t) => phrasesFor(t).partnerLow),
  ].filter((need) => need !== core);
  const highlighted = p.sectionsRanked.flatMap((s) => highlightedTraits(p, s));
  const moreHighs = p.standouts.filter((t) => !highlighted.includes(t)).slice(0, 3);
  const moreLows = p.lows.filter((t) => !highlighted.includes(t)).slice(0, 3);
  return blocks([
    heading(`${p.name}'s Personal Relationship Blueprint`, 1),
    paragraph([
      `${p.name}, this is your Personal Relationship Blueprint: a portrait of what you value, how you connect, how you like to live and where you want your life to go.`,
      contrastSentence(p),
    ]),
    pullQuote(
      core
        ? `What you are really looking for is ${core}.`
        : 'What you are really looking for is a person, not a profile: someone whose company feels easy and whose character you respect.',
    ),
    heading('Your four areas at a glance'),
    ...p.sectionsRanked.map((s) =>
      paragraph([
        `**${capitalise(SECTION_NAMES[s])}.**`,
        SECTION_TEXT[s][sectionShape(p, s)],
        sectionHighlight(p, s),
      ]),
    ),
    (moreHighs.length > 0 || moreLows.length > 0) && heading('More of what shapes you'),
    moreHighs.length > 0 &&
      bullets(
        moreHighs.map((t) => `**${capitalise(phrasesFor(t).label)}**: ${phrasesFor(t).high}.`),
      ),
    moreLows.length > 0 &&
      paragraph([
        moreHighs.length > 0
          ? 'Just as telling are the things you lean away from:'
          : 'What also defines you is where you lean the other way:',
      ]),
    moreLows.length > 0 &&
      bullets(moreLows.map((t) => `**${capitalise(phrasesFor(t).label)}**: ${phrasesFor(t).low}.`)),
    p.standouts.length === 0 &&
      p.lows.length === 0 &&
      'Your answers sit mostly in the middle of the scale. That usually means one of two things: you are genuinely flexible, or you have not yet had the experiences that would settle your view. Both are useful to know, and the reports that follow will help you tell which is which.',
    heading('What you need in a partner'),
    needs.length > 0
      ? bullets(needs.map((need) => `${capitalise(need)}.`))
      : `${core ? 'Alongside that' : 'Above all'}, kindness, reliability and genuine interest in you will matter more than any shared hobby or matching checklist.`,
    heading('Where to start'),
    numbered(
      p.balanced
        ? [BALANCED_STEPS[levelOf(p.overall)], WEAKEST_STEP[p.weakest], blindSpotStep(p)]
        : [WEAKEST_STEP[p.weakest], STRONGEST_STEP[p.strongest], blindSpotStep(p)],
    ),
    paragraph([
      `Your four insight reports build on this overview, ${p.name}: how your emotions show up in love, who you are as a partner, how you grow a relationship over time, and where you are headed.`,
      p.balanced
        ? 'Because your areas are so even, each report matters about equally; start with whichever title makes you most curious.'
        : READ_NEXT[p.weakest],
    ]),
  ]);
}
