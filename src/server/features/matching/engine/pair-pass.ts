import { RECORD_PREFERENCES, RECORD_WORDS, RECORD_XYZ } from './kernel.js';
import type { PopulationColumns } from './population.js';
import { scoreFromProduct } from './score.js';
import { COS_OF_DISTANCE, passesTheirs, reachClass, reachIsUniform } from './preferences.js';
import { candidateRuns } from './search.js';
import type { Shortlists } from './shortlists.js';

const M1 = 0x55555555;
const M2 = 0x33333333;
const M4 = 0x0f0f0f0f;
const BYTES = 0x01010101;

/**
 * Everyone's shortlists in one pass over the pairs: for each member a in [from, to), every b in
 * a's candidate runs that passes the filters is scored once and offered to both lists. The
 * filters and the score are symmetric, so each pair is met once, from the member with the
 * smaller distance (the lower position when equal), and the lists come out exactly as if each
 * member had searched alone, for half the work. Meeting a pair from the smaller distance keeps
 * the few who accept "anywhere" from scanning the whole country: they meet only each other.
 * Each passing pair is counted for both (lists.passed).
 *
 * The score is ScoreKernel.product (kernel.ts) written out in place: a's record in locals, b's
 * streamed from the records. This loop runs billions of times at 1M members, and V8 keeps the
 * written-out form in registers where the method call would not be inlined. The oracle tests
 * hold it to the plain formula (batch identical to the brute force).
 */
export function pairPass(pop: PopulationColumns, lists: Shortlists, from: number, to: number) {
  const { x, y, z, records: rec, birthYear, year } = pop;
  const xyz = new Float32Array(rec.buffer, rec.byteOffset, rec.length);
  const { bars, passed } = lists;
  for (let a = from; a < to; a++) {
    const ra = a * RECORD_WORDS;
    const [p0, p1, p2, p3] = [rec[ra]!, rec[ra + 1]!, rec[ra + 2]!, rec[ra + 3]!];
    const [p4, p5, p6, p7] = [rec[ra + 4]!, rec[ra + 5]!, rec[ra + 6]!, rec[ra + 7]!];
    const weightsA = rec[ra + 8]!;
    const [w0, w1, w2, w3] = [
      weightsA & 255,
      (weightsA >>> 8) & 255,
      (weightsA >>> 16) & 255,
      weightsA >>> 24,
    ];
    const eqA = rec[ra + 9]!;
    const eq5A = rec[ra + 10]! & 255;
    const totalA = rec[ra + 10]! >>> 8;
    const denA = rec[ra + 11]!;
    const [xa, ya, za] = [x[a]!, y[a]!, z[a]!];
    const wa = rec[ra + RECORD_PREFERENCES]!;
    const ageA = year - birthYear[a]!;
    // Distances ranked so that anywhere (0 miles in the word) is the largest: 255.
    const reachA = ((wa >>> 23) - 1) & 255;
    const cosA = COS_OF_DISTANCE[wa >>> 23]!;
    const reach = reachClass(wa >>> 23);
    const runs = candidateRuns(pop, a, reachIsUniform(reach) ? a : -1, reach);
    for (let r = 0; r < runs.length; r += 2) {
      for (let b = runs[r]!, end = runs[r + 1]!; b < end; b++) {
        const rb = b * RECORD_WORDS;
        const dot =
          xa * xyz[rb + RECORD_XYZ]! +
          ya * xyz[rb + RECORD_XYZ + 1]! +
          za * xyz[rb + RECORD_XYZ + 2]!;
        if (dot < cosA) continue;
        const prefsB = rec[rb + RECORD_PREFERENCES]!;
        const reachB = ((prefsB >>> 23) - 1) & 255;
        if (reachB < reachA || (reachB === reachA && b <= a)) continue;
        if (!passesTheirs(wa, ageA, prefsB, dot)) continue;
        passed[a]!++;
        passed[b]!++;
        // Per category: popcount of the XORed thermometer codes, to nibble counts, both words summed.
        let s0 = p0 ^ rec[rb]!,
          t0 = p1 ^ rec[rb + 1]!,
          s1 = p2 ^ rec[rb + 2]!,
          t1 = p3 ^ rec[rb + 3]!;
        let s2 = p4 ^ rec[rb + 4]!,
          t2 = p5 ^ rec[rb + 5]!,
          s3 = p6 ^ rec[rb + 6]!,
          t3 = p7 ^ rec[rb + 7]!;
        s0 = (s0 - ((s0 >>> 1) & M1)) | 0;
        t0 = (t0 - ((t0 >>> 1) & M1)) | 0;
        s1 = (s1 - ((s1 >>> 1) & M1)) | 0;
        t1 = (t1 - ((t1 >>> 1) & M1)) | 0;
        s2 = (s2 - ((s2 >>> 1) & M1)) | 0;
        t2 = (t2 - ((t2 >>> 1) & M1)) | 0;
        s3 = (s3 - ((s3 >>> 1) & M1)) | 0;
        t3 = (t3 - ((t3 >>> 1) & M1)) | 0;
        s0 = ((s0 & M2) + ((s0 >>> 2) & M2) + (t0 & M2) + ((t0 >>> 2) & M2)) | 0;
        s1 = ((s1 & M2) + ((s1 >>> 2) & M2) + (t1 & M2) + ((t1 >>> 2) & M2)) | 0;
        s2 = ((s2 & M2) + ((s2 >>> 2) & M2) + (t2 & M2) + ((t2 >>> 2) & M2)) | 0;
        s3 = ((s3 & M2) + ((s3 >>> 2) & M2) + (t3 & M2) + ((t3 >>> 2) & M2)) | 0;
        // Agreement per category: 60 minus the bytes' sum.
        const g0 = 60 - (Math.imul((s0 & M4) + ((s0 >>> 4) & M4), BYTES) >>> 24);
        const g1 = 60 - (Math.imul((s1 & M4) + ((s1 >>> 4) & M4), BYTES) >>> 24);
        const g2 = 60 - (Math.imul((s2 & M4) + ((s2 >>> 4) & M4), BYTES) >>> 24);
        const g3 = 60 - (Math.imul((s3 & M4) + ((s3 >>> 4) & M4), BYTES) >>> 24);
        const wb = rec[rb + 8]!;
        const sumA = w0 * g0 + w1 * g1 + w2 * g2 + w3 * g3;
        const sumB =
          (wb & 255) * g0 + ((wb >>> 8) & 255) * g1 + ((wb >>> 16) & 255) * g2 + (wb >>> 24) * g3;
        // EQ: byte-wise minima of scores 1-4, then score 5, branch-free.
        const eqB = rec[rb + 9]!;
        const last = rec[rb + 10]!;
        const aAtLeastB = Math.imul(((((eqA | 0x80808080) - eqB) | 0) >>> 7) & BYTES, 0xff);
        const d = eq5A - (last & 255);
        const minima =
          (Math.imul((eqB & aAtLeastB) | (eqA & ~aAtLeastB), BYTES) >>> 24) +
          (last & 255) +
          (d & (d >> 31));
        const totalB = last >>> 8;
        const nA = totalA === 0 ? sumA + 1800 : totalA * sumA + 1800 * minima;
        const product = nA * (totalB === 0 ? sumB + 1800 : totalB * sumB + 1800 * minima);
        const denB = rec[rb + 11]!;
        const toA = product >= bars[a]! * denB;
        const toB = product >= bars[b]! * denA;
        if (!toA && !toB) continue;
        const score = scoreFromProduct(product, denA, denB);
        if (toA) lists.offer(a, b, score);
        if (toB) lists.offer(b, a, score);
      }
    }
  }
}
