import { useQuery } from '@tanstack/react-query';
import { compatibilityReportsApi } from '#shared/contracts/compatibility-reports';
import { apiQuery } from '../../lib/api-query';

/** Everything the 'Reports & Quizzes' section shows, decided by the server (unlocks included). */
export const reportsQuery = apiQuery(compatibilityReportsApi.list);

export const useReports = () => useQuery(reportsQuery);
