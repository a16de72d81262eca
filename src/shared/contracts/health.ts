import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const healthApi = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    feature: 'health',
    summary: '200 once the database answers, 503 while it does not (for load balancers)',
    response: z.object({ status: z.literal('ok') }),
    errors: { DATABASE_UNAVAILABLE: 503 },
  }),
};
