import { describe, expect, it } from 'vitest';
import { EQ_CATEGORIES } from '#shared/domain/eq-scoring.js';
import { blueprintPortrait, eqPortrait } from '../compatibility-reports/portrait.js';
import {
  NAMED_PATTERNS,
  READER_PATTERNS,
  randomPatterns,
  type AnswerPattern,
} from '../compatibility-reports/writer/answer-patterns.js';
import { contradictions } from '../compatibility-reports/writer/claim-rules.js';
import { claim, type Claim } from '../compatibility-reports/writer/claims.js';
import { connectionStyle } from '../compatibility-reports/writer/eq-styles.js';
import {
  buildFacts,
  clearLeader,
  type MemberFacts,
} from '../compatibility-reports/writer/facts.js';
import { sentencesOf } from '../compatibility-reports/writer/sentence-checks.js';
import { unbackedWords } from '../compatibility-reports/writer/sentence-readings.js';
import { phrasesFor, TRAIT_NAMES } from '../compatibility-reports/writer/traits.js';
import { embeddedReply } from './embedded-coach.js';

/**
 * Issue 32, item 4: what the built-in coach says about a member, read as claims and held to the
 * same facts and rules as the reports, for every answer pattern of the report suite and a table
 * of the questions members ask most.
 */
const QUESTIONS = [
  'What does my EQ score mean?',
  'How do I plan a first date?',
  'What should I write as a first message?',
  'We had an argument and I don’t know how to fix it',
  'I get anxious when they take ages to reply',
  'Why do I keep picking the wrong people?',
  'How do I move from chatting to meeting up?',
  'How do I talk about where this is going?',
  'I keep getting rejected and it hurts',
  'Anything else?',
];

const SKILL = `(${EQ_CATEGORIES.join('|')})`;
const READINGS: [RegExp, (m: RegExpMatchArray) => Claim[]][] = [
  [
    new RegExp(`your ${SKILL} (?:is an asset here|will help)`, 'g'),
    (m) => [claim(`eq:${m[1]}`, 'strongest')],
  ],
  [new RegExp(`Your strongest is ${SKILL}`, 'g'), (m) => [claim(`eq:${m[1]}`, 'strongest')]],
  [
    new RegExp(`show ${SKILL} is an EQ skill you are still building`, 'g'),
    (m) => [claim(`eq:${m[1]}`, 'lowest'), claim(`eq:${m[1]}`, 'growth')],
  ],
  [
    new RegExp(`most room to grow is ${SKILL}`, 'g'),
    (m) => [claim(`eq:${m[1]}`, 'lowest'), claim(`eq:${m[1]}`, 'growth')],
  ],
  [
    /no single EQ skill of yours leads|No single skill of yours stands clearly ahead/g,
    () => [claim('eq', 'no-single-leader')],
  ],
  [/None trails clearly behind the rest/g, () => [claim('eq', 'no-laggard')]],
  [/Two of them sit level with each other below the rest/g, () => [claim('eq', 'tied-laggards')]],
  [/All five are at the strong level/g, () => EQ_CATEGORIES.map((c) => claim(`eq:${c}`, 'strong'))],
  [/Your EQ result is ([\w -]+ EQ),/g, (m) => [claim('eq:band', m[1]!)]],
  [
    /Your Blueprint shows how much (.+?) means to you/g,
    (m) => [claim(`trait:${traitLabelled(m[1]!)}`, 'leads')],
  ],
];

const traitLabelled = (label: string) => TRAIT_NAMES.find((t) => phrasesFor(t).label === label)!;

/** The claims a reply makes about the member. */
const claimsOf = (reply: string) =>
  READINGS.flatMap(([pattern, read]) => [...reply.matchAll(pattern)].flatMap(read));

/** Rankings resting on a tie: a 'strongest' or 'lowest' skill, or a leading leaning, that has an equal. */
function tieRankings(facts: MemberFacts, claims: readonly Claim[]): string[] {
  return claims.flatMap(({ fact, polarity }) => {
    if (polarity === 'strongest' && facts.eq?.leaders.length !== 1)
      return [`${fact} strongest of a tie`];
    if (polarity === 'lowest' && facts.eq?.laggards.length !== 1)
      return [`${fact} lowest of a tie`];
    if (polarity === 'leads' && clearLeader(facts.standouts, facts.score) !== fact.slice(6))
      return [`${fact} leads without a margin`];
    return [];
  });
}

function portraitOf(p: AnswerPattern, facts: MemberFacts) {
  const eq = p.eq && facts.eq;
  return {
    firstName: 'Avery',
    eq: eq ? eqPortrait({ emotionalType: connectionStyle(p.eq!).name, band: eq.band }, eq) : null,
    blueprint: blueprintPortrait(facts),
  };
}

const PATTERNS = [...NAMED_PATTERNS, ...READER_PATTERNS, ...randomPatterns(20)];

describe.each(PATTERNS.map((p) => [p.name, p] as const))('the coach talking to %s', (_, p) => {
  const facts = buildFacts('Avery', p.blueprint, p.eq);
  const portrait = portraitOf(p, facts);
  const replies = QUESTIONS.map((q) => embeddedReply(portrait, q, []));
  // Read sentence by sentence, as the reports are: each sentence's claims are its own.
  const sentences = replies.flatMap(sentencesOf);
  const said = sentences.flatMap(claimsOf);

  it('reads every ranking word as a claim of the sentence that says it', () => {
    expect(
      sentences.flatMap((s) => unbackedWords(s, claimsOf(s)).map((w) => `${s}: ${w}`)),
    ).toEqual([]);
  });

  it('says nothing of the member that their facts deny, nor two things that disagree', () => {
    expect(contradictions(facts, said)).toEqual([]);
  });

  it('ranks nothing that is tied: no strongest, lowest or leading of equals', () => {
    expect(tieRankings(facts, said)).toEqual([]);
  });
});

it('reads claims from the coach’s own sentences (the readings are not dead)', () => {
  const all = PATTERNS.flatMap((p) => {
    const facts = buildFacts('Avery', p.blueprint, p.eq);
    return QUESTIONS.flatMap((q) => claimsOf(embeddedReply(portraitOf(p, facts), q, [])));
  });
  const kinds = new Set(all.map((c) => (c.fact.startsWith('trait:') ? 'trait' : c.polarity)));
  for (const kind of ['strongest', 'growth', 'no-single-leader', 'trait'])
    expect(kinds).toContain(kind);
});
