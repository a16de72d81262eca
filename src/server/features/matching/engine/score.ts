import { BLUEPRINT_QUESTION_COUNT, BLUEPRINT_QUESTIONS_PER_SECTION } from '../../../../shared/domain/blueprint-scoring.js';
import { EQ_CATEGORIES } from '../../../../shared/domain/eq-scoring.js';

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
export const EQ_COUNT = EQ_CATEGORIES.length;
export const EQ_WEIGHT = 30;
/** Two 32-bit words per category: 8 + 7 answers, 4 bits each. */
export const WORDS_PER_MEMBER = CATEGORY_COUNT * 2;
const MAX_CATEGORY_DISTANCE = QUESTIONS_PER_CATEGORY * 4;

/**
 * Answer a (1-5) as a 4-bit thermometer code (a - 1 low bits set), so the number of differing
 * bits between two codes is |a - b| and a category's distance is a popcount of XORed words.
 */
export function packAnswers(answers: ArrayLike<number>, out: Uint32Array, at: number) {
  for (let w = 0; w < WORDS_PER_MEMBER; w++) out[at + w] = 0;
  for (let i = 0; i < BLUEPRINT_QUESTION_COUNT; i++) {
    const c = Math.floor(i / QUESTIONS_PER_CATEGORY);
    const j = i % QUESTIONS_PER_CATEGORY;
    const word = at + c * 2 + (j < 8 ? 0 : 1);
    out[word] = (out[word]! | (((1 << (answers[i]! - 1)) - 1) << ((j % 8) * 4))) >>> 0;
  }
}

/**
 * Sum of |a_i - b_i| over one category, from the two words of each member: a SWAR popcount of
 * the XORed words. Every step stays within int32 (V8 keeps it in integer registers): the words
 * are reduced to byte counts (<= 8 each) before they are added.
 */
export function categoryDistance(packed: Uint32Array, a: number, b: number, c: number): number {
  const pa = a * WORDS_PER_MEMBER + c * 2;
  const pb = b * WORDS_PER_MEMBER + c * 2;
  let x = packed[pa]! ^ packed[pb]!;
  let y = packed[pa + 1]! ^ packed[pb + 1]!;
  x = (x - ((x >>> 1) & 0x55555555)) | 0;
  y = (y - ((y >>> 1) & 0x55555555)) | 0;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  y = (y & 0x33333333) + ((y >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  y = (y + (y >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x + y, 0x01010101) >>> 24;
}

/** Per-member numbers the score needs, computed once at build time. */
export interface ScoreColumns {
  packed: Uint32Array;
  /** w_c per member and category (15-45). */
  weights: Uint8Array;
  eq: Uint8Array;
  /** Den = 60 * E * W (E = 1 when the EQ total is 0). */
  denominator: Uint32Array;
}

export function categoryWeight(answers: ArrayLike<number>, c: number): number {
  let w = QUESTIONS_PER_CATEGORY;
  for (let i = c * QUESTIONS_PER_CATEGORY; i < (c + 1) * QUESTIONS_PER_CATEGORY; i++) w += Math.abs(answers[i]! - 3);
  return w;
}

/** The final step, shared by every implementation so they round identically. */
export const mutualFromParts = (nA: number, denA: number, nB: number, denB: number) =>
  Math.round(100 * Math.sqrt((nA * nB) / (denA * denB)));

/** The mutual score (0-100) of members a and b (positions in the columns). */
export function scorePair(cols: ScoreColumns, a: number, b: number): number {
  const { packed, weights, eq, denominator } = cols;
  let sumA = 0;
  let sumB = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    const agreement = MAX_CATEGORY_DISTANCE - categoryDistance(packed, a, b, c);
    sumA += weights[a * CATEGORY_COUNT + c]! * agreement;
    sumB += weights[b * CATEGORY_COUNT + c]! * agreement;
  }
  let minima = 0;
  let totalA = 0;
  let totalB = 0;
  for (let k = 0; k < EQ_COUNT; k++) {
    const ea = eq[a * EQ_COUNT + k]!;
    const eb = eq[b * EQ_COUNT + k]!;
    minima += ea < eb ? ea : eb;
    totalA += ea;
    totalB += eb;
  }
  const nA = totalA === 0 ? sumA + 1800 : totalA * sumA + 1800 * minima;
  const nB = totalB === 0 ? sumB + 1800 : totalB * sumB + 1800 * minima;
  return mutualFromParts(nA, denominator[a]!, nB, denominator[b]!);
}

/** Den(A) = 60 * E * W for one member's answers and EQ scores. */
export function directionDenominator(answers: ArrayLike<number>, eq: ArrayLike<number>): number {
  let weight = EQ_WEIGHT;
  for (let c = 0; c < CATEGORY_COUNT; c++) weight += categoryWeight(answers, c);
  let total = 0;
  for (let k = 0; k < EQ_COUNT; k++) total += eq[k]!;
  return 60 * (total || 1) * weight;
}
