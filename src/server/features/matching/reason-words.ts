import { z } from 'zod';
import { BLUEPRINT_SECTIONS } from '#shared/domain/blueprint-scoring.js';
import { EQ_CATEGORIES } from '#shared/domain/eq-scoring.js';
import { blueprintQuestionBank } from '../quizzes/index.js';

/** The engine's reason codes as stored in matched_users.reasons (parsed: a bad row says nothing). */
const storedReason = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('CATEGORY'),
    category: z.enum(BLUEPRINT_SECTIONS),
    agreement: z.number(),
  }),
  z.object({
    code: z.literal('QUESTION'),
    question: z.number().int(),
    answers: z.tuple([z.number(), z.number()]),
  }),
  z.object({ code: z.literal('EQ'), category: z.enum(EQ_CATEGORIES), score: z.number() }),
]);

const AREA_WORDS: Record<(typeof BLUEPRINT_SECTIONS)[number], string> = {
  values: 'what matters most in life',
  communication: 'how you talk things through',
  lifestyle: 'how you like to live day to day',
  goals: 'where you want your life to go',
};

/** 'Staying closely involved with my family...' -> 'staying closely involved with your family...'. */
const inSecondPerson = (statement: string) =>
  statement
    .replace(/\bI am\b/g, 'you are')
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI\b/g, 'you')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourselves')
    .replace(/\.$/, '')
    .replace(/^./, (first) => first.toUpperCase());

export type StoredReason = z.infer<typeof storedReason>;

/** Two answers alike (1-5) read as agreeing when neither is below the middle. */
export const bothAgree = ([a, b]: readonly [number, number]) => a >= 3 && b >= 3;

function inWords(reason: StoredReason): string | null {
  switch (reason.code) {
    case 'CATEGORY':
      return `You see eye to eye on ${AREA_WORDS[reason.category]} (${reason.agreement}% alike).`;
    case 'QUESTION': {
      const statement = blueprintQuestionBank()[reason.question]?.question;
      if (!statement) return null;
      return `You both ${bothAgree(reason.answers) ? 'agree' : 'disagree'}: “${inSecondPerson(statement)}.”`;
    }
    case 'EQ':
      return `You both bring real strength in ${reason.category.toLowerCase()}.`;
  }
}

/** The stored codes that parse, in the order the engine gave them (a bad row says nothing). */
export function parseReasons(stored: unknown): StoredReason[] {
  const parsed = z.array(z.unknown()).safeParse(stored);
  if (!parsed.success) return [];
  return parsed.data.flatMap((item) => {
    const reason = storedReason.safeParse(item);
    return reason.success ? [reason.data] : [];
  });
}

/** Plain sentences for the stored codes, in the order the engine gave them. */
export const reasonsInWords = (stored: unknown): string[] =>
  parseReasons(stored).flatMap((reason) => inWords(reason) ?? []);
