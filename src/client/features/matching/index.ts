export { MatchesSection } from './matches-section';
export { QuestionnaireDialog } from './questionnaire-dialog';
export { RequestsBell } from './requests-bell';
export { RequestsButton } from './requests-button';
export { MatchPreferencesCard } from './match-preferences-card';
