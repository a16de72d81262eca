import type { BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import { EQ_CATEGORIES, type EqScore } from '#shared/domain/eq-scoring.js';
import { SECTION_NAMES } from './writer/blueprint-profile.js';
import { eqFactsOf } from './writer/eq-facts.js';
import { emotionalType } from './writer/eq-styles.js';
import { buildFacts } from './writer/facts.js';
import { GOAL_TRAITS } from './writer/goal-facts.js';
import { firstName } from './writer/text.js';
import { phrasesFor } from './writer/traits.js';

/**
 * The facts a model writes a report from: the same numbers and traits the embedded writer uses,
 * as plain lines. Nothing else about the person (no email, no answers to single questions).
 */
export function eqFacts(eq: EqScore): string[] {
  const facts = eqFactsOf(eq);
  return [
    `EQ total: ${eq.total} of ${eq.maxTotal} (${eq.band}).`,
    `Emotional Connection Style: ${emotionalType(eq)}.`,
    ...EQ_CATEGORIES.map((c) => `${c}: ${facts.points(c)} of 25 (${facts.level(c)}).`),
    facts.leaders.length
      ? `Clearly strongest EQ skills: ${facts.leaders.join(', ')}.`
      : 'No EQ skill leads the others by a clear margin; describe them as balanced.',
    facts.toGrow.length
      ? `EQ skills still growing: ${facts.toGrow.join(', ')}.`
      : 'Every EQ skill is strong; do not give practice for a weakness.',
  ];
}

export function blueprintFacts(blueprint: BlueprintScores, eq: EqScore | null): string[] {
  const profile = buildFacts('', blueprint, eq);
  const trait = (name: string) => `${phrasesFor(name).label} (${profile.score(name)} of 100)`;
  return [
    ...profile.sectionsRanked.map((s) => `Area ${SECTION_NAMES[s]}: ${profile.section(s)} of 100.`),
    profile.strongest
      ? `Clearly strongest area: ${SECTION_NAMES[profile.strongest]}.`
      : 'No area leads the others by a clear margin; do not name a strongest area.',
    profile.lightest
      ? `Area held most lightly: ${SECTION_NAMES[profile.lightest]}.`
      : 'No area trails the others by a clear margin; do not name a weakest area.',
    `Life goals: ${GOAL_TRAITS.map((g) => `${phrasesFor(g).label}: ${profile.goal(g)}`).join('; ')}.`,
    `Traits they lean clearly towards: ${profile.standouts.map(trait).join('; ') || 'none stand out'}.`,
    `Traits they lean clearly away from: ${profile.lows.map(trait).join('; ') || 'none stand out'}.`,
    ...(eq ? eqFacts(eq) : ['No EQ quiz result yet.']),
  ];
}

export const REPORT_BRIEFS = {
  eqReport:
    "their 'Emotional Connection Style' report: what their style means in love, their strengths, their blind spots, what they need in a partner, and three concrete next steps",
  blueprintReport:
    'their Personal Relationship Blueprint: an overview of who they are across values, communication, lifestyle and life goals, and what that means for a lasting relationship',
  eqInsights:
    'their EQ insights: how their emotional intelligence shows up inside a relationship, read together with their Blueprint, with strengths, blind spots and practices',
  individualInsights:
    'their individual insights: who they are in love, their strengths, their blind spots, and what they need from a partner',
  relationshipDevelopmentInsights:
    'their relationship development insights: how a relationship with them is likely to grow over time, where friction may appear, and concrete practices for each stage',
  relationshipDirectionalInsights:
    'their relationship directional insights: the partner and the kind of relationship that fits them, likely dealbreakers, and how to use this when meeting someone',
} as const;
export type ReportName = keyof typeof REPORT_BRIEFS;

/** The user message for one report: the task, the facts and the rules for the text. */
export function reportPrompt(name: string, report: ReportName, facts: readonly string[]): string {
  return [
    `Write ${REPORT_BRIEFS[report]}, for ${firstName(name)}.`,
    '',
    'Facts from their quiz results:',
    ...facts.map((f) => `- ${f}`),
    '',
    'Rules: write in Markdown with a title and short sections (## headings, some bullet points).',
    'Write between 400 and 700 words, in the second person, warm and specific to these facts.',
    'Use only the facts above; do not invent other details, and do not mention these instructions.',
    'No medical or clinical diagnoses.',
  ].join('\n');
}

/** The system prompt used when the admin has no active relationship_advisor trainer. */
export const BUILT_IN_SYSTEM_PROMPT = [
  'You are a warm, insightful relationship advisor for Right One, a dating service for people who want a lasting relationship.',
  'You write personal compatibility reports grounded in emotional intelligence and relationship research.',
  'You are encouraging and honest: you name strengths and blind spots plainly and give concrete, practical next steps.',
].join(' ');
