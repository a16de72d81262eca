import type { TestApp } from './create-test-app.js';

export interface ApiRoute {
  method: string;
  /** OpenAPI path, with {param} placeholders. */
  path: string;
}

/** Every route the OpenAPI document publishes (hidden routes, like /api/auth/*, are not in it). */
export async function openApiRoutes(t: TestApp): Promise<ApiRoute[]> {
  const doc = (await t.app.inject('/api/openapi.json')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
}

/** The better-auth endpoints our pages use: they sit behind /api/auth/* and are not in OpenAPI. */
export const AUTH_ROUTES: ApiRoute[] = [
  { method: 'POST', path: '/api/auth/sign-in/email' },
  { method: 'POST', path: '/api/auth/sign-up/email' },
  { method: 'POST', path: '/api/auth/request-password-reset' },
  { method: 'POST', path: '/api/auth/reset-password' },
  { method: 'POST', path: '/api/auth/sign-out' },
  { method: 'POST', path: '/api/auth/update-user' },
  { method: 'POST', path: '/api/auth/change-password' },
  { method: 'POST', path: '/api/auth/send-verification-email' },
  { method: 'GET', path: '/api/auth/get-session' },
  { method: 'GET', path: '/api/auth/list-sessions' },
  { method: 'GET', path: '/api/auth/verify-email' },
];

/** An OpenAPI path with every {param} filled in. */
export const fillPath = (path: string, value: string) =>
  path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
