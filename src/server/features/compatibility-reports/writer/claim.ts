/** One claim a sentence makes, kept apart from the recorder so the writer's types can name it. */

/**
 * One assertion: `fact` names what it is about (`trait:independence`, `area:lifestyle`,
 * `shape:goals`, `goal:marriage`, `eq:Empathy`, `eq:band`, `eq`, `areas`, `asks`) and `polarity` what is
 * said about it (a level, a decision, 'strongest', 'lightest', 'strength', 'growth', 'even'...).
 */
export interface Claim {
  fact: string;
  polarity: string;
}

export const claim = (fact: string, polarity: string): Claim => ({ fact, polarity });

/**
 * Advice that fits any member (a weekly check-in, writing down non-negotiables). It rests on no
 * fact, and recording that openly keeps the list check honest: a bare item is then a forgotten
 * claim, never a deliberate general one.
 */
export const GENERAL = claim('advice', 'general');

/**
 * A sentence that says what a report is about (its opening) and nothing about the member.
 * Recorded so that every sentence still carries a claim, and a bare one is a forgotten claim.
 */
export const FRAME = claim('report', 'frame');
