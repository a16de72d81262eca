import type { EqResult } from '#shared/contracts/quizzes';
import {
  EQ_CATEGORIES,
  EQ_POINTS_PER_CATEGORY,
  eqBand,
  type EqBand,
  type EqCategory,
} from '#shared/domain/eq-scoring';

/** docs/product-rules.md §2 EQ results page: the score shown when the navigation state carries none. */
export const DEFAULT_POST_QUIZ_SCORE = 75;

/** What /post-quiz-results reads from navigation state (docs/product-rules.md §2), after checking each field. */
export interface PostQuizResults {
  score: number;
  email: string | null;
  categoryScores: Partial<Record<EqCategory, number>> | null;
  interpretation: string | null;
  /** The temporary user, so the page can lead on to /bluz. */
  userId: string | null;
}

const BAND_INTERPRETATION: Record<EqBand, string> = {
  'Exceptional EQ':
    'You read, steady and share feelings with unusual skill. Partners tend to feel deeply understood with you.',
  'High EQ':
    'You handle feelings well, yours and other people’s, which gives relationships a steady, trusting base.',
  'Moderate-High EQ':
    'You have solid emotional skills with a few areas that wobble under stress. Those are where practice pays off.',
  'Average EQ':
    'You have a workable foundation. A little deliberate practice in your lower areas will make a noticeable difference.',
  'Developing EQ':
    'Some emotional skills feel hard right now. They grow with practice, and small steps count.',
};

export const interpretationFor = (score: number) => BAND_INTERPRETATION[eqBand(score)];

/** The report's first plain paragraph (after its title), as a one-paragraph interpretation. */
export function firstParagraph(markdown: string): string | null {
  const block = markdown
    .split(/\r?\n\s*\r?\n/)
    .map((b) => b.trim())
    .find((b) => b !== '' && !/^(#|>|[-*+] |\d+\. )/.test(b));
  return block ? block.replace(/[*_`]/g, '').replace(/\s+/g, ' ') : null;
}

/** The navigation state the results dialog hands to /post-quiz-results. */
export function postQuizStateFrom(result: EqResult, email: string, userId: string) {
  return {
    score: result.score,
    email,
    categoryScores: result.categoryScores,
    interpretation: firstParagraph(result.report),
    userId,
  };
}

const MAX_TOTAL = EQ_POINTS_PER_CATEGORY * EQ_CATEGORIES.length;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** A finite number rounded into 0..max, or undefined for anything else. */
function clamped(v: unknown, max: number): number | undefined {
  return typeof v === 'number' && Number.isFinite(v)
    ? Math.min(Math.max(Math.round(v), 0), max)
    : undefined;
}

const points = (v: unknown) => clamped(isRecord(v) ? v.score : v, EQ_POINTS_PER_CATEGORY);

/** Reads untrusted navigation state: anything missing or malformed falls back. */
export function readPostQuizState(state: unknown): PostQuizResults {
  const s = isRecord(state) ? state : {};
  const score = clamped(s.score, MAX_TOTAL) ?? DEFAULT_POST_QUIZ_SCORE;
  let categoryScores: PostQuizResults['categoryScores'] = null;
  if (isRecord(s.categoryScores)) {
    const source = s.categoryScores;
    const entries = EQ_CATEGORIES.flatMap((c) => {
      const value = points(source[c]);
      return value === undefined ? [] : [[c, value] as const];
    });
    if (entries.length > 0) categoryScores = Object.fromEntries(entries);
  }
  return {
    score,
    email: text(s.email),
    categoryScores,
    interpretation: text(s.interpretation),
    userId: text(s.userId),
  };
}
