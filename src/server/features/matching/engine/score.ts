import {
  BLUEPRINT_QUESTION_COUNT,
  BLUEPRINT_QUESTIONS_PER_SECTION,
} from '#shared/domain/blueprint-scoring.js';
import { EQ_CATEGORIES } from '#shared/domain/eq-scoring.js';

/**
 * The mutual score of two members A and B.
 *
 * Blueprint, per category c (15 questions, answers 1-5; order values, communication,
 * lifestyle, goals): distance D_c = sum of |a_i - b_i| (0-60), agreement G_c = (60 - D_c) / 60.
 * EQ (5 category scores 0-25): A's satisfaction with B is Q(A->B) = sum of min(eA_k, eB_k) over
 * sum of eA_k: B is at least as skilled as A, area by area (1 when A's total is 0).
 * Importance: A weighs category c by w_c(A) = 15 + sum over c of |a_i - 3| (15-45), so an area
 * where A holds strong opinions counts more for A; EQ weighs a fixed 30 (about a fifth).
 *   dir(A->B) = (sum_c w_c(A) G_c + 30 Q(A->B)) / (sum_c w_c(A) + 30), in 0..1
 *   mutual    = round(100 * sqrt(dir(A->B) * dir(B->A)))   (geometric mean, as OkCupid does)
 * The weights make the two directions differ; the geometric mean makes the score the same from
 * either side and low when either side is unhappy.
 *
 * In integers: dir(A->B) = N / Den(A) with N = E_A * sum_c w_c(A) (60 - D_c) + 1800 m and
 * Den(A) = 60 * E_A * W(A), where E_A is A's EQ total and m the sum of minima (E_A = m = 1 when
 * A's total is 0). Each is below 2^21, so the product of two is exact in a double and every
 * implementation that follows this recipe gets the same number.
 */

export const CATEGORY_COUNT = 4;
export const QUESTIONS_PER_CATEGORY = BLUEPRINT_QUESTIONS_PER_SECTION;
export const QUESTIONS = BLUEPRINT_QUESTION_COUNT;
export const EQ_COUNT = EQ_CATEGORIES.length;
export const EQ_WEIGHT = 30;
export const MAX_CATEGORY_DISTANCE = QUESTIONS_PER_CATEGORY * 4;

/** The per-member columns the score reads (index positions; 60 answers, 4 weights, 5 EQ each). */
export interface ScoreColumns {
  answers: Uint8Array;
  /** w_c per member and category (15-45). */
  weights: Uint8Array;
  eq: Uint8Array;
  /** Den = 60 * E * W (E = 1 when the EQ total is 0). */
  denominator: Uint32Array;
}

export function categoryWeight(answers: ArrayLike<number>, c: number): number {
  let w = QUESTIONS_PER_CATEGORY;
  for (let i = c * QUESTIONS_PER_CATEGORY; i < (c + 1) * QUESTIONS_PER_CATEGORY; i++)
    w += Math.abs(answers[i]! - 3);
  return w;
}

/** Den(A) = 60 * E * W for one member's answers and EQ scores. */
export function directionDenominator(answers: ArrayLike<number>, eq: ArrayLike<number>): number {
  let weight = EQ_WEIGHT;
  for (let c = 0; c < CATEGORY_COUNT; c++) weight += categoryWeight(answers, c);
  let total = 0;
  for (let k = 0; k < EQ_COUNT; k++) total += eq[k]!;
  return 60 * (total || 1) * weight;
}

/** D_c: the sum of |a_i - b_i| over category c's 15 answers. */
export function categoryDistance(answers: Uint8Array, a: number, b: number, c: number): number {
  let distance = 0;
  for (let i = c * QUESTIONS_PER_CATEGORY; i < (c + 1) * QUESTIONS_PER_CATEGORY; i++) {
    distance += Math.abs(answers[a * QUESTIONS + i]! - answers[b * QUESTIONS + i]!);
  }
  return distance;
}

/**
 * nA * nB for members a and b: the mutual score before the last step, straight from the formula
 * above. The search uses the packed, branch-free ScoreKernel (kernel.ts), which must give the
 * same number; this one is the reference it is tested against, and is used by reasons and the
 * brute-force baseline.
 */
export function pairProduct(cols: ScoreColumns, a: number, b: number): number {
  const { answers, weights, eq } = cols;
  let sumA = 0;
  let sumB = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const agreement = MAX_CATEGORY_DISTANCE - categoryDistance(answers, a, b, c);
    sumA += weights[a * CATEGORY_COUNT + c]! * agreement;
    sumB += weights[b * CATEGORY_COUNT + c]! * agreement;
  }
  let minima = 0;
  let totalA = 0;
  let totalB = 0;
  for (let k = 0; k < EQ_COUNT; k++) {
    minima += Math.min(eq[a * EQ_COUNT + k]!, eq[b * EQ_COUNT + k]!);
    totalA += eq[a * EQ_COUNT + k]!;
    totalB += eq[b * EQ_COUNT + k]!;
  }
  const nA = totalA === 0 ? sumA + 1800 : totalA * sumA + 1800 * minima;
  const nB = totalB === 0 ? sumB + 1800 : totalB * sumB + 1800 * minima;
  return nA * nB;
}

/** The last step, shared by every implementation so they round identically. */
export const scoreFromProduct = (product: number, denominatorA: number, denominatorB: number) =>
  Math.round(100 * Math.sqrt(product / (denominatorA * denominatorB)));

/** The mutual score (0-100) of members a and b (index positions). */
export const scorePair = (cols: ScoreColumns, a: number, b: number) =>
  scoreFromProduct(pairProduct(cols, a, b), cols.denominator[a]!, cols.denominator[b]!);

/**
 * SCORE_FLOOR[t]: a pair whose product is below SCORE_FLOOR[t] * denA * denB scores below t
 * (score >= t exactly when 100 * sqrt(p) >= t - 0.5). Shaved by 1e-9 so that rounding can only
 * let a pair through to the exact computation, never turn one away wrongly.
 */
export const SCORE_FLOOR = Float64Array.from({ length: 102 }, (_, t) =>
  t === 0 ? 0 : ((t - 0.5) / 100) ** 2 * (1 - 1e-9),
);
