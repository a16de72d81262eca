import type { MemberPortrait } from '../compatibility-reports/index.js';

/** A member with both results: a clear strongest EQ skill, one to grow, and Blueprint leanings. */
export const ada: MemberPortrait = {
  firstName: 'Ada',
  eq: {
    emotionalType: 'The Calm Anchor',
    band: 'High EQ',
    strongest: 'Emotional Regulation',
    toGrow: 'Social Skills',
    allStrong: false,
    trailingPair: false,
  },
  blueprint: {
    strongestArea: 'communication',
    areaToGrow: 'lifestyle',
    strengths: ['closeness to family', 'open conflict'],
    leading: 'closeness to family',
  },
};
