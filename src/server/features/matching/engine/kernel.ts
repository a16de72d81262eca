import {
  CATEGORY_COUNT,
  EQ_COUNT,
  QUESTIONS,
  QUESTIONS_PER_CATEGORY,
  type ScoreColumns,
} from './score.js';

/**
 * The fast path of the score (the formula is in score.ts), over one 12-word record per member:
 *   words 0-7  the 60 answers as 4-bit thermometer codes (answer a: a - 1 low bits set), two
 *              words per category (8 + 7 answers), so |a - b| is the number of differing bits
 *              and a category's distance is a popcount of two XORed words
 *   word 8     the 4 category weights, one byte each
 *   word 9     EQ scores 1-4, one byte each; word 10: EQ score 5, and the EQ total << 8
 *   word 11    Den
 *   words 12-14 the unit vector (x, y, z) as float32, for the distance check
 *   word 15    the member's preferences (preferences.ts), for the filters
 * 16 words: one 64-byte cache line per member. Everything stays in int32 arithmetic with no
 * data-dependent branches; a member's own record is held in fields while candidates stream past.
 */
export const RECORD_WORDS = 16;
/** Where the unit vector starts, in float32 units of the same buffer. */
export const RECORD_XYZ = 12;
/** Where the preference word is. */
export const RECORD_PREFERENCES = 15;

export function writeRecord(
  cols: ScoreColumns & { x: Float32Array; y: Float32Array; z: Float32Array },
  at: number,
  out: Uint32Array,
  preferences: number,
) {
  const r = at * RECORD_WORDS;
  out.fill(0, r, r + RECORD_WORDS);
  for (let i = 0; i < QUESTIONS; i++) {
    const j = i % QUESTIONS_PER_CATEGORY;
    const word = r + Math.floor(i / QUESTIONS_PER_CATEGORY) * 2 + (j < 8 ? 0 : 1);
    out[word]! |= ((1 << (cols.answers[at * QUESTIONS + i]! - 1)) - 1) << ((j % 8) * 4);
  }
  let total = 0;
  for (let c = 0; c < CATEGORY_COUNT; c++)
    out[r + 8]! |= cols.weights[at * CATEGORY_COUNT + c]! << (8 * c);
  for (let k = 0; k < EQ_COUNT; k++) total += cols.eq[at * EQ_COUNT + k]!;
  for (let k = 0; k < 4; k++) out[r + 9]! |= cols.eq[at * EQ_COUNT + k]! << (8 * k);
  out[r + 10] = cols.eq[at * EQ_COUNT + 4]! | (total << 8);
  out[r + 11] = cols.denominator[at]!;
  out[r + RECORD_PREFERENCES] = preferences;
  new Float32Array(out.buffer, out.byteOffset + (r + RECORD_XYZ) * 4, 3).set([
    cols.x[at]!,
    cols.y[at]!,
    cols.z[at]!,
  ]);
}

/** 60 minus the number of set bits in x and y (each holds up to 8 nibbles of at most 4 bits). */
function agreement(x: number, y: number): number {
  x = (x - ((x >>> 1) & 0x55555555)) | 0;
  y = (y - ((y >>> 1) & 0x55555555)) | 0;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  y = (y & 0x33333333) + ((y >>> 2) & 0x33333333);
  const s = (x + y) | 0;
  return 60 - (Math.imul((s & 0x0f0f0f0f) + ((s >>> 4) & 0x0f0f0f0f), 0x01010101) >>> 24);
}

/** Sum over 4 byte lanes of min(a, b), for bytes under 128. */
function byteMinSum(a: number, b: number): number {
  const aAtLeastB = Math.imul(((((a | 0x80808080) - b) | 0) >>> 7) & 0x01010101, 0xff);
  return Math.imul((b & aAtLeastB) | (a & ~aAtLeastB), 0x01010101) >>> 24;
}

export class ScoreKernel {
  private p0 = 0;
  private p1 = 0;
  private p2 = 0;
  private p3 = 0;
  private p4 = 0;
  private p5 = 0;
  private p6 = 0;
  private p7 = 0;
  private w0 = 0;
  private w1 = 0;
  private w2 = 0;
  private w3 = 0;
  private eq4 = 0;
  private eq5 = 0;
  private total = 0;
  /** Den of the member set last, and of the last member `product` was asked about. */
  denominator = 0;
  otherDenominator = 0;

  constructor(private readonly records: Uint32Array) {}

  setMember(a: number) {
    const rec = this.records;
    const r = a * RECORD_WORDS;
    [this.p0, this.p1, this.p2, this.p3] = [rec[r]!, rec[r + 1]!, rec[r + 2]!, rec[r + 3]!];
    [this.p4, this.p5, this.p6, this.p7] = [rec[r + 4]!, rec[r + 5]!, rec[r + 6]!, rec[r + 7]!];
    const w = rec[r + 8]!;
    [this.w0, this.w1, this.w2, this.w3] = [w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24];
    this.eq4 = rec[r + 9]!;
    this.eq5 = rec[r + 10]! & 255;
    this.total = rec[r + 10]! >>> 8;
    this.denominator = rec[r + 11]!;
  }

  /** nA * nB for the member set last and b: the same number as pairProduct in score.ts. */
  product(b: number): number {
    const rec = this.records;
    const r = b * RECORD_WORDS;
    const g0 = agreement(this.p0 ^ rec[r]!, this.p1 ^ rec[r + 1]!);
    const g1 = agreement(this.p2 ^ rec[r + 2]!, this.p3 ^ rec[r + 3]!);
    const g2 = agreement(this.p4 ^ rec[r + 4]!, this.p5 ^ rec[r + 5]!);
    const g3 = agreement(this.p6 ^ rec[r + 6]!, this.p7 ^ rec[r + 7]!);
    const w = rec[r + 8]!;
    const sumA = this.w0 * g0 + this.w1 * g1 + this.w2 * g2 + this.w3 * g3;
    const sumB =
      (w & 255) * g0 + ((w >>> 8) & 255) * g1 + ((w >>> 16) & 255) * g2 + (w >>> 24) * g3;
    const last = rec[r + 10]!;
    const d = this.eq5 - (last & 255);
    const minima = byteMinSum(this.eq4, rec[r + 9]!) + (last & 255) + (d & (d >> 31));
    const totalB = last >>> 8;
    this.otherDenominator = rec[r + 11]!;
    const nA = this.total === 0 ? sumA + 1800 : this.total * sumA + 1800 * minima;
    const nB = totalB === 0 ? sumB + 1800 : totalB * sumB + 1800 * minima;
    return nA * nB;
  }
}
