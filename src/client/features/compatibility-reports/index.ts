export { reportsQuery, useReports } from './api';
export { ReportsSection, type FindMatchDialogProps, type QuizDialogProps } from './reports-section';
