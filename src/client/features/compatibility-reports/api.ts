import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsResponse } from '../../../shared/contracts/compatibility-reports';
import { api } from '../../lib/api-client';

/** Everything the 'Reports & Quizzes' section shows, decided by the server (unlocks included). */
export const reportsQuery = queryOptions({
  queryKey: ['reports'],
  queryFn: ({ signal }) => api('/api/reports', { schema: reportsResponse, signal }),
});

export const useReports = () => useQuery(reportsQuery);
