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

function inWords(reason: z.infer<typeof storedReason>): string | null {
  switch (reason.code) {
    case 'CATEGORY':
      return `You see eye to eye on ${AREA_WORDS[reason.category]} (${reason.agreement}% alike).`;
    case 'QUESTION': {
      const statement = blueprintQuestionBank()[reason.question]?.question;
      if (!statement) return null;
      const agree = reason.answers[0] >= 3 && reason.answers[1] >= 3;
      return `You both ${agree ? 'agree' : 'disagree'}: “${inSecondPerson(statement)}.”`;
    }
    case 'EQ':
      return `You both bring real strength in ${reason.category.toLowerCase()}.`;
  }
}

/** Plain sentences for the stored codes, in the order the engine gave them. */
export function reasonsInWords(stored: unknown): string[] {
  const parsed = z.array(z.unknown()).safeParse(stored);
  if (!parsed.success) return [];
  return parsed.data.flatMap((item) => {
    const reason = storedReason.safeParse(item);
    const words = reason.success ? inWords(reason.data) : null;
    return words ? [words] : [];
  });
}
