export { reportsQuery, useReports } from './api';
export { ReportsSection, type QuizDialogProps } from './reports-section';
