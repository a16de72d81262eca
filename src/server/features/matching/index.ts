// What the app uses of matching. Matching owns questionnaire and matched_users.
export { createMatcher, type Matcher } from './matcher.js';
export { startMatchingBatchJob } from './batch-job.js';
// The demo world saves its members' questionnaires as the questionnaire dialog does.
export { saveQuestionnaire } from './questionnaire.js';
// Its part of deleting and separating members.
export { matchingLifecycle } from './lifecycle.js';
// Chat's conversation starters open with what the match card says the two share.
export { sharedGround, type SharedGround } from './pair-reasons.js';
// A concierge reads a member's matches and questionnaire as the member sees them (decision 0036).
export { listMatches } from './matches.js';
export { getQuestionnaire } from './questionnaire.js';
