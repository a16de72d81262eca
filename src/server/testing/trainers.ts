import type { TestApp } from './create-test-app.js';

/** Calls an admin trainers route as our own pages do. */
export function trainersCall(
  t: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path = '',
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/admin/trainers${path}`,
    headers: { origin: t.config.appUrl, cookie },
    ...(payload ? { payload } : {}),
  });
}
