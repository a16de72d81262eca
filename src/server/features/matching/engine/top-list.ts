import { SCORE_FLOOR } from './score.js';

/**
 * The best `capacity` candidates seen so far, best first: higher score first, then lower id
 * rank (the deterministic tie-break). Insertion into a short sorted array: lists are small
 * (K up to a few dozen) and most offers are rejected by the first comparison once it is full.
 */
export class TopList {
  readonly members: Int32Array;
  readonly scores: Int32Array;
  readonly ranks: Int32Array;
  count = 0;
  /** Once full, a product below floor * denA * denB cannot enter (see SCORE_FLOOR); 0 before. */
  floor = 0;

  constructor(readonly capacity: number) {
    this.members = new Int32Array(capacity);
    this.scores = new Int32Array(capacity);
    this.ranks = new Int32Array(capacity);
  }

  reset() {
    this.count = 0;
    this.floor = 0;
  }

  offer(member: number, score: number, rank: number) {
    const { scores, ranks, members, capacity } = this;
    let i = this.count;
    if (capacity === 0) return;
    if (i === capacity) {
      const worst = scores[i - 1]!;
      if (score < worst || (score === worst && rank > ranks[i - 1]!)) return;
      i--;
    } else {
      this.count++;
    }
    while (i > 0 && (scores[i - 1]! < score || (scores[i - 1] === score && ranks[i - 1]! > rank))) {
      scores[i] = scores[i - 1]!;
      ranks[i] = ranks[i - 1]!;
      members[i] = members[i - 1]!;
      i--;
    }
    scores[i] = score;
    ranks[i] = rank;
    members[i] = member;
    if (this.count === capacity) this.floor = SCORE_FLOOR[scores[capacity - 1]!]!;
  }
}
