export { reportsQuery, useReports } from './api';
export { CompleteInsightsDialog } from './complete-insights-dialog';
export { ReportsSection, type FindMatchDialogProps, type QuizDialogProps } from './reports-section';
