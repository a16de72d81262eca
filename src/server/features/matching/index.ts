// What the app uses of matching. Matching owns questionnaire and matched_users.
export { createMatcher, type Matcher } from './matcher.js';
export { startMatchingBatchJob } from './batch-job.js';
// The demo world saves its members' questionnaires as the questionnaire dialog does.
export { saveQuestionnaire } from './questionnaire.js';
// Its part of deleting and separating members.
export { matchingLifecycle } from './lifecycle.js';
