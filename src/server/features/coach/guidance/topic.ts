import type { EqCategory } from '#shared/domain/eq-scoring.js';

/** One subject the built-in coach knows how to talk about. */
export interface Topic {
  id: string;
  /** Words and phrases (lower case, matched on word boundaries) that point to this subject. */
  cues: string[];
  /** The EQ skills that matter most here: the reply draws on the member's own. */
  skills: EqCategory[];
  /** The first sentence: what the coach heard. */
  opening: string;
  /** Concrete advice, three at a time; asking again brings the next three. */
  tips: string[];
  /** A question back, to keep the member thinking and talking. */
  ask: string;
}
