import { authApi } from '#shared/contracts/auth.js';
import { signUpAndIn } from './accounts.js';
import { createTestApp, type TestApp } from './create-test-app.js';
import type { JsonSchema } from './schema-walk.js';

export interface ApiRoute {
  method: string;
  /** OpenAPI path, with {param} placeholders. */
  path: string;
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
  parameters?: Array<{ in: 'path' | 'query'; name: string; schema: JsonSchema }>;
}

interface OpenApiOperation {
  parameters?: ApiRoute['parameters'];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every route the OpenAPI document publishes (hidden routes, like /api/auth/*, are not in it). */
export async function openApiRoutes(t: TestApp): Promise<ApiRoute[]> {
  const doc = (await t.app.inject('/api/openapi.json')).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map(([m, op]) => ({
        method: m.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        parameters: op.parameters,
      })),
  );
}

/** `METHOD /path`, as a table of routes names one. */
export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/**
 * The better-auth endpoints behind /api/auth/*, which are not in OpenAPI: those our pages call
 * (their contracts), and those better-auth serves that must refuse hostile input all the same.
 */
export const AUTH_ROUTES: ApiRoute[] = [
  ...Object.values(authApi).map(({ method, path }) => ({ method, path })),
  { method: 'POST', path: '/api/auth/update-user' },
  { method: 'POST', path: '/api/auth/change-password' },
  { method: 'POST', path: '/api/auth/send-verification-email' },
  { method: 'GET', path: '/api/auth/list-sessions' },
  { method: 'GET', path: '/api/auth/verify-email' },
];

/** An OpenAPI path with every {param} filled in. */
export const fillPath = (path: string, value: string) =>
  path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

/**
 * Valid request bodies for the quiz routes in the route walk. The banks are seeded in order
 * into a fresh database, so the EQ questions have ids 1-25 and the Blueprint ones 26-85.
 * Answering 4 everywhere gives an EQ total of 90 (over the threshold of 70).
 */
const eqWalkAnswers = Array.from({ length: 25 }, (_, i) => ({ questionId: i + 1, answer: 4 }));
const blueprintWalkAnswers = Array.from({ length: 60 }, (_, i) => ({
  questionId: i + 26,
  answer: 4,
}));
let walkSignUps = 0;
/** No temporary user has this id: the walk's /bluz sign-up is refused alike for every caller. */
export const NO_TEMP_USER = '00000000-0000-4000-8000-000000000000';
export const QUIZ_WALK_BODIES = {
  memberEq: { answers: eqWalkAnswers },
  memberBlueprint: { answers: blueprintWalkAnswers },
  anonymousEq: {
    answers: eqWalkAnswers,
    email: 'walk-visitor@example.com',
    fullName: 'Walk Visitor',
  },
  /** A new email on every read: each call of the walk creates its own account. */
  get anonymousBlueprint() {
    return {
      tempUserId: NO_TEMP_USER,
      answers: blueprintWalkAnswers,
      email: `walk-bluz-${++walkSignUps}@example.com`,
      name: 'Walk',
      password: 'correct horse battery',
    };
  },
};

/** A test app, its signed-in admin, and the routes it publishes: for walks over every route. */
export async function adminWalk() {
  const t = await createTestApp();
  const admin = await signUpAndIn(t, 'ada@example.com', 'Ada', 'admin');
  return { t, admin, routes: await openApiRoutes(t) };
}
export type AdminWalk = Awaited<ReturnType<typeof adminWalk>>;
