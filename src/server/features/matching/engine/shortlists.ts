import { SCORE_FLOOR } from './score.js';

/** Id ranks fit in 24 bits: up to 16.7M members. */
export const MAX_MEMBERS = 1 << 24;
const RANK_MASK = MAX_MEMBERS - 1;

/** Score and id rank as one int32 that sorts like (score desc, id rank asc): higher is better. */
export const entryKey = (score: number, rank: number) => (score << 24) | (RANK_MASK - rank);
export const scoreOfKey = (key: number) => key >>> 24;

/**
 * Every member's best `length` candidates at once, in flat typed arrays: member m's list is
 * members[m * length ..], best first (key descending: higher score, then lower id rank). A list
 * holding `length` entries may have been cut; a shorter one holds every candidate there was.
 */
export class Shortlists {
  readonly members: Int32Array<ArrayBuffer>;
  readonly keys: Int32Array<ArrayBuffer>;
  readonly counts: Uint16Array<ArrayBuffer>;
  /**
   * Once m's list is full, a pair whose product is below bars[m] * Den(other) cannot enter it:
   * bars[m] = SCORE_FLOOR[worst score] * Den(m), kept up to date so the pass reads one number.
   */
  readonly bars: Float64Array<ArrayBuffer>;
  /** How many candidates passed every filter both ways, per member (counted by the pair pass). */
  readonly passed: Uint32Array<ArrayBuffer>;

  constructor(
    readonly size: number,
    readonly length: number,
    private readonly idRank: Int32Array,
    private readonly denominator: Uint32Array,
    buffers?: Pick<Shortlists, 'members' | 'keys' | 'counts' | 'bars' | 'passed'>,
  ) {
    if (size > MAX_MEMBERS) throw new RangeError(`At most ${MAX_MEMBERS} members`);
    this.members = buffers?.members ?? new Int32Array(size * length);
    this.keys = buffers?.keys ?? new Int32Array(size * length);
    this.counts = buffers?.counts ?? new Uint16Array(size);
    this.bars = buffers?.bars ?? new Float64Array(size);
    this.passed = buffers?.passed ?? new Uint32Array(size);
  }

  scoreAt(entry: number): number {
    return scoreOfKey(this.keys[entry]!);
  }

  offer(m: number, candidate: number, score: number) {
    this.offerKey(m, candidate, entryKey(score, this.idRank[candidate]!));
  }

  private offerKey(m: number, candidate: number, key: number) {
    const { members, keys, length } = this;
    const base = m * length;
    let i = this.counts[m]!;
    if (i === length) {
      if (length === 0 || key <= keys[base + i - 1]!) return;
      i--;
    } else {
      this.counts[m] = i + 1;
    }
    for (; i > 0 && keys[base + i - 1]! < key; i--) {
      keys[base + i] = keys[base + i - 1]!;
      members[base + i] = members[base + i - 1]!;
    }
    keys[base + i] = key;
    members[base + i] = candidate;
    if (this.counts[m] === length)
      this.bars[m] = SCORE_FLOOR[scoreOfKey(keys[base + length - 1]!)]! * this.denominator[m]!;
  }

  /** Adds another set's lists (same members, other candidates) into this one: a merge per member. */
  mergeFrom(other: Shortlists) {
    const { members, keys, length } = this;
    const mergedMembers = new Int32Array(length);
    const mergedKeys = new Int32Array(length);
    for (let m = 0; m < this.size; m++) {
      this.passed[m]! += other.passed[m]!;
      const base = m * length;
      const otherBase = m * other.length;
      const mine = this.counts[m]!;
      const theirs = other.counts[m]!;
      if (theirs === 0) continue;
      let i = 0;
      let j = 0;
      let n = 0;
      for (; n < length && (i < mine || j < theirs); n++) {
        const takeMine = j === theirs || (i < mine && keys[base + i]! > other.keys[otherBase + j]!);
        mergedKeys[n] = takeMine ? keys[base + i]! : other.keys[otherBase + j]!;
        mergedMembers[n] = takeMine ? members[base + i++]! : other.members[otherBase + j++]!;
      }
      for (let at = 0; at < n; at++) {
        keys[base + at] = mergedKeys[at]!;
        members[base + at] = mergedMembers[at]!;
      }
      this.counts[m] = n;
      if (n === length)
        this.bars[m] = SCORE_FLOOR[scoreOfKey(keys[base + length - 1]!)]! * this.denominator[m]!;
    }
  }
}
