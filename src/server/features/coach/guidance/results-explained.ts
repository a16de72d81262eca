import type { MemberPortrait } from '#server/features/compatibility-reports/index.js';
import { mentions, stems } from './cues.js';
import { SKILL_ASSET, SKILL_PRACTICE } from './skills.js';

/** What a member asks when they want their own results explained ('what does my EQ mean?'). */
const CUES = [
  'eq',
  'emotional intelligence',
  'my score',
  'my result',
  'my report',
  'connection style',
  'emotional type',
  'emotional style',
  'calm anchor',
].map(stems);

export const asksAboutResults = (text: string) => {
  const words = stems(text);
  return CUES.some((cue) => mentions(words, cue));
};

/**
 * The member's EQ result in plain words, from their own facts only (issue 32): the band, the
 * style, a strongest skill and one to grow only when one stands out by the reports' margin.
 */
export function resultsExplained({ firstName, eq }: MemberPortrait): string {
  if (!eq)
    return `You have not taken the EQ quiz yet, ${firstName}. It takes a few minutes, from Reports & Quizzes, and then I can tell you what your score says about how you date and what to practise.`;
  const lines = [
    `Your EQ result is ${eq.band}, ${firstName}, and your Emotional Connection Style is ${eq.emotionalType}. The score adds up five skills: self-awareness, emotional regulation, empathy, social skills and motivation.`,
    eq.strongest
      ? `Your strongest is ${eq.strongest}: ${SKILL_ASSET[eq.strongest]}.`
      : 'No single skill of yours stands clearly ahead of the others: your strengths are spread evenly.',
    eq.toGrow
      ? `The one with the most room to grow is ${eq.toGrow}. A small practice: ${SKILL_PRACTICE[eq.toGrow]}.`
      : eq.allStrong
        ? 'All five are at the strong level, so the work now is using them when it counts, such as in a disagreement.'
        : eq.trailingPair
          ? 'Two of them sit level with each other below the rest, so practise in the moments that feel hardest rather than on one skill.'
          : 'None trails clearly behind the rest, so practise in the moments that feel hardest rather than on one skill.',
    'Your EQ report in Reports & Quizzes goes through each skill with examples. Is there a situation where you would like to use this?',
  ];
  return lines.join('\n\n');
}
