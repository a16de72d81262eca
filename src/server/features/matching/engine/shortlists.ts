import { SCORE_FLOOR } from './score.js';

/**
 * Every member's best `length` candidates at once, in flat typed arrays: member m's list is
 * members[m * length ..], best first (higher score, then lower id rank). A list holding
 * `length` entries may have been cut; a shorter one holds every candidate there was.
 */
export class Shortlists {
  readonly members: Int32Array<ArrayBuffer>;
  readonly scores: Uint8Array<ArrayBuffer>;
  readonly counts: Uint16Array<ArrayBuffer>;
  /**
   * Once m's list is full, a pair whose product is below bars[m] * Den(other) cannot enter it:
   * bars[m] = SCORE_FLOOR[worst score] * Den(m), kept up to date so the pass reads one number.
   */
  readonly bars: Float64Array<ArrayBuffer>;

  constructor(
    readonly size: number,
    readonly length: number,
    private readonly idRank: Int32Array,
    private readonly denominator: Uint32Array,
    buffers?: Pick<Shortlists, 'members' | 'scores' | 'counts' | 'bars'>,
  ) {
    this.members = buffers?.members ?? new Int32Array(size * length);
    this.scores = buffers?.scores ?? new Uint8Array(size * length);
    this.counts = buffers?.counts ?? new Uint16Array(size);
    this.bars = buffers?.bars ?? new Float64Array(size);
  }

  offer(m: number, candidate: number, score: number) {
    const { members, scores, idRank, length } = this;
    const base = m * length;
    const rank = idRank[candidate]!;
    let i = this.counts[m]!;
    if (length === 0) return;
    if (i === length) {
      const worst = scores[base + i - 1]!;
      if (score < worst || (score === worst && rank > idRank[members[base + i - 1]!]!)) return;
      i--;
    } else {
      this.counts[m] = i + 1;
    }
    while (i > 0) {
      const before = scores[base + i - 1]!;
      if (before > score || (before === score && idRank[members[base + i - 1]!]! < rank)) break;
      scores[base + i] = before;
      members[base + i] = members[base + i - 1]!;
      i--;
    }
    scores[base + i] = score;
    members[base + i] = candidate;
    if (this.counts[m] === length) this.bars[m] = SCORE_FLOOR[scores[base + length - 1]!]! * this.denominator[m]!;
  }

  /** Adds another set's lists (same members, other candidates) into this one. */
  mergeFrom(other: Shortlists) {
    for (let m = 0; m < this.size; m++) {
      for (let j = 0; j < other.counts[m]!; j++) {
        this.offer(m, other.members[m * other.length + j]!, other.scores[m * other.length + j]!);
      }
    }
  }
}
