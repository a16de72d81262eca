import { ScoreKernel } from './kernel.js';
import type { PopulationColumns } from './population.js';
import { scoreFromProduct } from './score.js';
import { candidateRuns, type AgeWindows } from './search.js';
import type { Shortlists } from './shortlists.js';

/**
 * Everyone's shortlists in one pass over the pairs: for each member a in [from, to), every b
 * after a (index positions) in a's candidate runs and within the radius is scored once and
 * offered to both lists. The filters and the score are symmetric, so each pair that passes is
 * met exactly once, from its lower position, and the lists come out exactly as if each member
 * had searched alone, for half the work.
 */
export function pairPass(pop: PopulationColumns, ages: AgeWindows, lists: Shortlists, from: number, to: number) {
  const { x, y, z, cosRadius } = pop;
  const { bars } = lists;
  const kernel = new ScoreKernel(pop.records);
  for (let a = from; a < to; a++) {
    kernel.setMember(a);
    const xa = x[a]!;
    const ya = y[a]!;
    const za = z[a]!;
    const denA = kernel.denominator;
    const runs = candidateRuns(pop, a, ages);
    for (let r = 0; r < runs.length; r += 2) {
      for (let b = Math.max(runs[r]!, a + 1), end = runs[r + 1]!; b < end; b++) {
        if (xa * x[b]! + ya * y[b]! + za * z[b]! < cosRadius) continue;
        const product = kernel.product(b);
        const denB = kernel.otherDenominator;
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
