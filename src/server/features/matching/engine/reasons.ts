import { BLUEPRINT_QUESTION_COUNT, BLUEPRINT_SECTIONS } from '#shared/domain/blueprint-scoring.js';
import { EQ_CATEGORIES } from '#shared/domain/eq-scoring.js';
import type { Population } from './population.js';
import { CATEGORY_COUNT, categoryDistance, EQ_COUNT, QUESTIONS_PER_CATEGORY } from './score.js';
import type { MatchReason } from './types.js';

export const REASON_CATEGORIES = 2;
export const REASON_QUESTIONS = 3;

/**
 * Why a and b (index positions) match, as codes: the two Blueprint areas where they agree most,
 * up to three questions they answered alike (same answer first, then one step apart; among
 * those, strongly held answers first, then question order), and the EQ area where the lower of
 * the two scores is highest. Computed for shown matches only, never during the search.
 */
export function reasonsFor(pop: Population, a: number, b: number): MatchReason[] {
  const reasons: MatchReason[] = [];
  const categories = Array.from({ length: CATEGORY_COUNT }, (_, c) => ({
    c,
    agreement: Math.round(
      (100 * (QUESTIONS_PER_CATEGORY * 4 - categoryDistance(pop.answers, a, b, c))) /
        (QUESTIONS_PER_CATEGORY * 4),
    ),
  }));
  categories.sort((p, q) => q.agreement - p.agreement || p.c - q.c);
  for (const { c, agreement } of categories.slice(0, REASON_CATEGORIES)) {
    reasons.push({ code: 'CATEGORY', category: BLUEPRINT_SECTIONS[c]!, agreement });
  }

  const { answers } = pop;
  const alike: { question: number; gap: number; strength: number; pair: [number, number] }[] = [];
  for (let i = 0; i < BLUEPRINT_QUESTION_COUNT; i++) {
    const va = answers[a * BLUEPRINT_QUESTION_COUNT + i]!;
    const vb = answers[b * BLUEPRINT_QUESTION_COUNT + i]!;
    const gap = Math.abs(va - vb);
    if (gap <= 1)
      alike.push({
        question: i,
        gap,
        strength: Math.abs(va - 3) + Math.abs(vb - 3),
        pair: [va, vb],
      });
  }
  alike.sort((p, q) => p.gap - q.gap || q.strength - p.strength || p.question - q.question);
  for (const { question, pair } of alike.slice(0, REASON_QUESTIONS))
    reasons.push({ code: 'QUESTION', question, answers: pair });

  let best = -1;
  let bestScore = 0;
  for (let k = 0; k < EQ_COUNT; k++) {
    const shared = Math.min(pop.eq[a * EQ_COUNT + k]!, pop.eq[b * EQ_COUNT + k]!);
    if (shared > bestScore) [best, bestScore] = [k, shared];
  }
  if (best >= 0) reasons.push({ code: 'EQ', category: EQ_CATEGORIES[best]!, score: bestScore });
  return reasons;
}
