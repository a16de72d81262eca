import type { Answer, QuizQuestion } from '#shared/contracts/quizzes.js';
import { BLUEPRINT_SECTIONS } from '#shared/domain/blueprint-scoring.js';
import type { Random } from './cast.js';

type Traits = readonly [number, number, number, number];

const clampChoice = (value: number) => Math.min(5, Math.max(1, Math.round(value)));

/** The choice that stores `stored` points: reverse-scored statements are answered the other way round. */
const choiceFor = (question: QuizQuestion, stored: number) =>
  question.reverseScored ? 6 - stored : stored;

/**
 * EQ answers drawn from a member's leanings: each of the five areas leans on one trait, every
 * statement adds a little noise. Demo members are people who finished the quiz, so totals stay
 * at 75 or more (below 70 the quiz gives no result).
 */
export function eqAnswers(questions: readonly QuizQuestion[], traits: Traits, random: Random) {
  const stored = questions.map((_, i) => {
    const trait = traits[Math.floor(i / 5) % traits.length]!;
    return clampChoice(3.3 + (trait - 0.4) * 2.2 + (random() - 0.5) * 1.4);
  });
  for (let i = 0; stored.reduce((a, b) => a + b, 0) < 75; i = (i + 1) % stored.length)
    stored[i] = Math.min(5, stored[i]! + 1);
  return questions.map((q, i): Answer => ({ questionId: q.id, answer: choiceFor(q, stored[i]!) }));
}

/** Blueprint answers: each of the four areas leans on one trait, so answers within an area agree. */
export function blueprintAnswers(
  questions: readonly QuizQuestion[],
  traits: Traits,
  random: Random,
) {
  return questions.map((q): Answer => {
    const area = Math.max(0, BLUEPRINT_SECTIONS.indexOf(q.section ?? 'values'));
    const stored = clampChoice(1.2 + traits[area]! * 3.8 + (random() - 0.5) * 1.6);
    return { questionId: q.id, answer: choiceFor(q, stored) };
  });
}
