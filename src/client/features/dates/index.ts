export { DateActions } from './date-actions';
export { DateCard, type DateCardProps } from './date-card';
export { ScheduleDateDialog } from './schedule-date-dialog';
