import type { NamedMatch } from '../named-match.js';
import { topicOf } from './topics.js';

const bullets = (lines: string[]) => lines.map((line) => `• ${line}`).join('\n');

/** Asking for words to send: 'write me an opening message to Sam', 'what do I say to Sam'. */
const WANTS_WORDS = /\b(write|say|message|text|open(er|ing)?|start)\b/i;

/**
 * The answer about a match the member named (named-match.ts), from the pair's facts the member
 * may see: whether they fit, from their card's reasons; what to write, from the conversation
 * starters. Null when the question is about something else, so the usual advice answers it.
 */
export function matchAnswer(match: NamedMatch, text: string, name: string): string | null {
  const subject = topicOf(text)?.id;
  if (subject === 'fit')
    return [
      match.reasons.length
        ? `Here is what you and ${match.name} share, from your match card:\n${bullets(match.reasons)}`
        : `Your match card with ${match.name} does not list shared ground yet, ${name}; it fills in as you both complete your quizzes.`,
      'Treat these as things to find out about together, not as a verdict: how you feel after time with them, and how they handle small frustrations, will tell you more than any score.',
      `What would you most like to find out about ${match.name} next?`,
    ].join('\n\n');
  if (subject === 'starters' || (!subject && WANTS_WORDS.test(text)))
    return [
      `Three openers for ${match.name}, drawn from what you two share:\n${bullets(match.starters)}`,
      'Pick the one that sounds most like you and add a line of your own. A question about something on their card is the easiest kind to answer.',
    ].join('\n\n');
  return null;
}
