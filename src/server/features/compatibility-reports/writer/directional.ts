import { byTrait } from './blueprint-profile.js';
import { claim, FRAME, GENERAL, sayStep, type Draft } from './claims.js';
import type { SectionShape } from './facts.js';
import { GOAL_TRAITS, type GoalTrait } from './goal-facts.js';
import { dealbreakers } from './directional-dealbreakers.js';
import { freshLeanings, leaningsOf, sayLeaning } from './leanings.js';
import { tensionsFor } from './tensions.js';
import { phrasesFor } from './traits.js';
import {
  blocks,
  bullets,
  capitalise,
  heading,
  listJoin,
  numbered,
  paragraph,
  pullQuote,
} from './text.js';

const INTRO: Record<SectionShape, string> = {
  clear:
    'Your answers about the future are clear and confident, which makes this part of your blueprint easy to act on.',
  contrast:
    'Your answers about the future are specific: some things you clearly want, and others you have clearly set aside. Both halves matter when you look for a partner.',
  open: 'Much of your future is still forming, and that is a fine place to start from.',
  light:
    'Your answers about the future set several of the usual milestones aside, so this report is about finding someone who is glad of the life you do want.',
};

const GOAL_STEP: Record<SectionShape, string> = {
  clear:
    'Share your long-term picture by the third or fourth date, lightly and without pressure. It filters kindly and early.',
  contrast:
    'Share both halves of your picture early: what you want and what you have set aside. The second half saves as much heartache as the first.',
  open: 'Pick the open question about your future that matters most to you and give yourself a month to explore it with friends or on paper.',
  light:
    'Practise saying, in one relaxed sentence, which milestones are not part of your plan. Said early and lightly, it saves you both a great deal of guessing.',
};

/** The question that makes each life goal concrete, asked when the member has not settled it. */
const OPEN_GOAL_QUESTIONS: Record<GoalTrait, string> = {
  wants_children:
    'Picture a life with children in it and one without: which one do you keep coming back to?',
  marriage: 'Would a wedding change how committed you feel, or would it change nothing at all?',
  putting_down_roots:
    'In five years, do you see one place you call home, or the freedom to move when life asks?',
  career_ambition:
    'If a job asked for your evenings for a year, would you say yes gladly, or resent it?',
};

/**
 * One sentence per settled life goal (a clear yes or no), and one for all the goals still open:
 * naming each open one in a sentence of its own read as a template (issue 32).
 */
function directionSentences(p: Draft): string[] {
  const settled = GOAL_TRAITS.filter((t) => p.goal(t) !== 'undecided').map((t) => {
    const phrases = phrasesFor(t);
    const decision = p.goal(t);
    const text = decision === 'yes' ? phrases.high : phrases.low;
    return p.say(`${capitalise(text)}.`, claim(`goal:${t}`, decision));
  });
  const open = GOAL_TRAITS.filter((t) => p.goal(t) === 'undecided');
  if (!open.length) return settled;
  const labels = listJoin(open.map((t) => phrasesFor(t).label));
  const openSentence =
    open.length === 1
      ? `You have not settled your view on ${labels} yet: worth a quiet conversation with yourself before it becomes one with a partner.`
      : `You have not settled your views on ${labels} yet: they are worth a quiet conversation with yourself before they become one with a partner.`;
  // Each question asks about one open goal, so it records that goal alone.
  return [
    ...settled,
    p.say(openSentence, ...open.map((t) => claim(`goal:${t}`, 'undecided'))),
    ...open.map((t) => p.say(OPEN_GOAL_QUESTIONS[t], claim(`goal:${t}`, 'undecided'))),
  ];
}

function relationshipShape(p: Draft): string {
  if (p.high('independence') && !p.high('social_energy'))
    return p.say(
      'The relationship that fits you has plenty of air in it: two full lives that overlap warmly, rather than one life shared in every detail.',
      claim('trait:independence', 'high'),
      claim('trait:social_energy', p.level('social_energy')),
    );
  if (p.low('independence') && p.high('home_centred'))
    return p.say(
      'The relationship that fits you is close and home-centred: a shared life, shared evenings and a home that feels like a refuge for you both.',
      claim('trait:independence', 'low'),
      claim('trait:home_centred', 'high'),
    );
  if (p.high('social_energy') && p.high('adventure'))
    return p.say(
      'The relationship that fits you is outward-facing: a partnership that shares friends, plans and new places, and keeps growing its world.',
      claim('trait:social_energy', 'high'),
      claim('trait:adventure', 'high'),
    );
  if (p.high('shared_planning') || p.sectionLevel('goals') === 'high')
    return p.say(
      'The relationship that fits you is a partnership with a plan: two people who enjoy choosing a direction and building towards it together.',
      p.high('shared_planning')
        ? claim('trait:shared_planning', 'high')
        : claim('area:goals', 'high'),
    );
  if (p.shape('goals') === 'light')
    return p.say(
      'The relationship that fits you is one that is lived in the present: warm, easy and free of a timetable.',
      claim('shape:goals', 'light'),
    );
  return p.say(
    'The relationship that fits you balances closeness and freedom, plans and spontaneity, with room for both of you to keep growing.',
    GENERAL,
  );
}

function goalQuote(p: Draft): string {
  const shape = p.shape('goals');
  const clearest = p.standouts.find((t) => phrasesFor(t).section === 'goals');
  if (clearest && (shape === 'clear' || shape === 'contrast')) {
    const lead =
      shape === 'contrast' ? 'One part of your direction is certain' : 'Your direction is clear';
    return p.sayEach(
      `${lead}: ${phrasesFor(clearest).high}. The right partner will want to walk that road with you.`,
      claim(`trait:${clearest}`, 'high'),
      claim('shape:goals', shape),
    );
  }
  if (shape === 'light')
    return p.sayEach(
      'Knowing what is not on your list is as useful as knowing what is. Say it kindly, and the right person will be glad to hear it.',
      claim('shape:goals', 'light'),
    );
  return p.say(
    'You do not need every answer now, only honesty about which questions are still open.',
    claim('shape:goals', 'open'),
  );
}

/** Where the person is headed: goals, pace, the partner and relationship that fit, dealbreakers. */
export function writeDirectionalInsights(p: Draft): string {
  const goals = p.shape('goals');
  const tensions = tensionsFor(p, 'directional', 2);
  const inScope = (t: string) => ['goals', 'values'].includes(phrasesFor(t).section);
  const partnerTraits = freshLeanings(
    p,
    [
      ...leaningsOf(p.standouts.filter(inScope), 'high', (ph) => ph.partnerHigh),
      ...leaningsOf(p.lows.filter(inScope), 'low', (ph) => ph.partnerLow),
    ],
    3,
  ).map((l) => sayLeaning(p, l, `${capitalise(l.text)}.`));
  return blocks([
    heading('Where You Are Headed', 1),
    paragraph([
      p.say(
        `${p.name}, this report is about direction: the life you want to build, how quickly you want to build it, and the kind of partner who would want to build it with you.`,
        FRAME,
      ),
      p.sayEach(INTRO[goals], claim('shape:goals', goals)),
    ]),
    pullQuote(goalQuote(p)),
    heading('Your direction'),
    paragraph(directionSentences(p)),
    heading('Your pace'),
    paragraph([
      byTrait(p, 'commitment_pace', {
        high: 'You are ready to commit quickly once you are sure. That works beautifully with a partner who is just as decisive, and needs gentleness with one who is not.',
        mid: 'Your pace is moderate: you want momentum, but not at the expense of getting to know someone properly.',
        low: 'You want time before big commitments, and the partner who fits you will see that patience as seriousness, not doubt.',
      }),
      byTrait(p, 'shared_planning', {
        high: 'Planning the future out loud is part of how you fall in love, so look for someone who enjoys those conversations.',
        low: 'You would rather live the relationship than plan it, so be sure to reassure a planner that you are in it for the long run.',
      }),
    ]),
    heading('The partner and the relationship that fit you'),
    relationshipShape(p),
    partnerTraits.length > 0 && bullets(partnerTraits),
    ...tensions.flatMap((t) => [heading(t.title, 3), t.text]),
    heading('Dealbreakers to clarify'),
    paragraph([
      p.say(
        'A dealbreaker is not a judgement about anyone; it is a difference that would cost one of you something too important to give up.',
        GENERAL,
      ),
      p.say('These are the questions your answers suggest you should settle early:', FRAME),
    ]),
    bullets(dealbreakers(p)),
    heading('Your next steps'),
    numbered([
      p.sayEach(
        'Write your non-negotiables down, one line each, and keep the list short. Three clear dealbreakers are more useful than ten vague ones.',
        GENERAL,
      ),
      sayStep(p, GOAL_STEP[goals], claim('shape:goals', goals)),
      byTrait(p, 'commitment_pace', {
        high: 'Before any big step, ask yourself whether you have seen this person handle stress, disappointment and a real disagreement.',
        low: 'Tell the next person you grow close to what your pace looks like, so they can relax into it instead of wondering.',
        mid: 'Every few months, ask yourself and your partner whether the pace still feels right for you both.',
      }),
    ]),
  ]);
}
