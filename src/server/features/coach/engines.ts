import type { AiPort } from '#server/platform/ai/index.js';
import { portraitLines, type MemberPortrait } from '../compatibility-reports/index.js';
import { embeddedReply, type CoachTurn } from './embedded-coach.js';
import type { NamedMatch } from './named-match.js';
import { boundaryOf, URGENT_BOUNDARIES } from './guidance/boundaries.js';

/** What the coach writes a reply from. */
export interface CoachInput {
  portrait: MemberPortrait;
  /** The conversation so far, oldest first. */
  history: CoachTurn[];
  question: string;
  /** A match the question names, with the pair's facts the member may see (named-match.ts). */
  match: NamedMatch | null;
  /** Aborted when the member stops listening: the model's work stops too. */
  signal: AbortSignal;
}

/** Writes a reply piece by piece; throws when it cannot (the member is told and may retry). */
export type CoachEngine = (input: CoachInput) => AsyncIterable<string>;

/** The built-in coach: the whole reply at once, handed over paragraph by paragraph. */
export const embeddedEngine: CoachEngine = async function* ({
  portrait,
  history,
  question,
  match,
}) {
  yield* embeddedReply(portrait, question, history, match).split(/(?<=\n\n)/);
};

/** What the model may know of a match the member names: their card's reasons, and openers. */
const matchLines = ({ name, reasons, starters }: NamedMatch) => [
  '',
  `The member asks about their match ${name}. What their match card says the two share:`,
  ...(reasons.length ? reasons : ['(nothing listed yet)']).map((reason) => `- ${reason}`),
  `Openers drawn from that, if they ask what to write to ${name}:`,
  ...starters.map((starter) => `- ${starter}`),
];

/**
 * A language model: the admin's trainer prompt, then the member's portrait (a summary of their
 * own results, never their answers or anyone else's data), then the conversation.
 */
export function modelEngine(ai: AiPort, trainerPrompt: () => Promise<string>): CoachEngine {
  return async function* ({ portrait, history, question, match, signal }) {
    // Someone who may be in danger gets the written answer with the numbers to call, never a
    // model's improvisation (guidance/boundaries.ts).
    const limit = boundaryOf(question);
    if (limit && URGENT_BOUNDARIES.has(limit.id)) {
      yield limit.reply(portrait.firstName);
      return;
    }
    const system = [
      await trainerPrompt(),
      '',
      'About the member you are talking with (a summary of their own quiz results; draw on it where it helps, and never recite it):',
      ...portraitLines(portrait).map((line) => `- ${line}`),
      ...(match ? matchLines(match) : []),
    ].join('\n');
    const turns = history.map((t) => ({
      role: t.fromCoach ? ('assistant' as const) : ('user' as const),
      content: t.content,
    }));
    yield* ai.stream({ system, turns: [...turns, { role: 'user', content: question }], signal });
  };
}
