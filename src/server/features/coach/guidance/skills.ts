import type { EqCategory } from '#shared/domain/eq-scoring.js';

/** What each EQ skill brings to dating when it is one of the member's strongest. */
export const SKILL_ASSET: Record<EqCategory, string> = {
  'Self-Awareness':
    'you tend to know what you feel and why, so trust that read and put it into words',
  'Emotional Regulation':
    'you can stay steady when things get tense, which gives both of you room to think',
  Empathy: 'you pick up on what others feel, so let them see that you noticed',
  'Social Skills':
    'conversation comes fairly naturally to you, so use it to help the other person feel at ease',
  Motivation: 'you keep going after setbacks, which matters more in dating than any single outcome',
};

/** A small practice for the EQ skill the member is still building. */
export const SKILL_PRACTICE: Record<EqCategory, string> = {
  'Self-Awareness': 'pause to name what you feel before you act on it; a single word is enough',
  'Emotional Regulation':
    'give yourself a few slow breaths and a little time before you respond when feelings run high',
  Empathy: 'ask one more question about how they feel before you share your own view',
  'Social Skills':
    'prepare one or two open questions in advance; it makes the first minutes easier',
  Motivation: 'set one small, concrete step for this week rather than a big goal',
};
