// What quizzes use of the reports: the report author (writes and stores a member's reports) and
// the stored EQ result. The writer's internals stay private to this feature.
export { authorBlueprintReports, authorEqReport, type ReportModel } from './report-author.js';
export { eqScoreFrom, newestEq, storedEq, toEqResult, toStoredEq } from './stored-eq.js';
export { emotionalType, type BlueprintReports } from './writer/index.js';
export { memberPortrait, portraitLines, type MemberPortrait } from './portrait.js';
export { activeTrainerPrompt } from './trainer-prompt.js';
export { BUILT_IN_SYSTEM_PROMPT } from './report-facts.js';
