/**
 * The matching engine (issue 5): pure, in memory, server-only. Build a Population from the
 * members once, then ask for one member's top matches or everyone's under the exposure cap.
 * Routes, storage and wording of reasons live elsewhere.
 */
export { buildPopulation, patchMember, type Population } from './population.js';
export { zipCentroid, distanceMiles, DEFAULT_RADIUS_MILES } from './geo.js';
export { defaultAgeWindow } from './filters.js';
export { searchMember, topMatchesFor } from './matches.js';
export { topicStance } from './preferences.js';
export { fitEachOther } from './matches.js';
export { matchBatch, batchMatchesOf, type BatchOptions, type BatchResult } from './batch.js';
export type {
  Match,
  MatchReason,
  MemberInput,
  Gender,
  Ethnicity,
  EthnicityPreference,
} from './types.js';
export { GENDERS, ETHNICITIES, ANY_ETHNICITY } from './types.js';
