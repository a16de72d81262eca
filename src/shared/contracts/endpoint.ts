import type { $ZodObject, $ZodType } from 'zod/v4/core';

/**
 * One endpoint, as plain data: the server registers its route from this (plugins/contract-route.ts)
 * and the client calls it through one typed helper (client/lib/api-client.ts). Renaming a path, a
 * field or an error code here breaks the compile on both sides instead of a request at run time.
 * Schemas are typed as zod's core type, so a contract may use zod or zod/mini: the contracts the
 * landing page needs (auth) use zod/mini, which keeps zod's full build off the first load.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, a signed-in account, an admin, or a concierge (staff who look after
 * concierge-plan members, decision 0036). The server enforces it from here.
 */
export type Access = 'public' | 'member' | 'admin' | 'concierge';

/** What an endpoint answers with on success. */
export type ResponseKind =
  /** JSON checked against `response` on the server and parsed with it on the client. */
  | 'json'
  /** Not JSON (a file, an HTML page, a WebSocket): the client only links to it. */
  | 'raw'
  /** A stream of JSON objects, one per line, each one a `response` (an answer written as it grows). */
  | 'ndjson';

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify syntax: `:name` marks a parameter, declared in `params`. */
  path: `/${string}`;
  access: Access;
  /** The feature that owns it: the OpenAPI tag and the first part of its query key. */
  feature: string;
  summary: string;
  params?: $ZodObject;
  query?: $ZodObject;
  /** A JSON body. Multipart uploads say `multipart: true` instead. */
  body?: $ZodType;
  multipart?: true;
  response: $ZodType;
  responseKind?: ResponseKind;
  /** Every error code this endpoint answers with on purpose, with its status. */
  errors?: Readonly<Record<string, number>>;
}

/** Codes any endpoint may answer, whatever its contract lists (plugins/errors.ts writes them). */
export const COMMON_ERRORS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

/** Codes that follow from the access level. */
export const ACCESS_ERRORS = {
  public: {},
  member: { UNAUTHORIZED: 401 },
  // Staff without two-factor sign-in while REQUIRE_STAFF_2FA is on (decision 0040).
  admin: { UNAUTHORIZED: 401, FORBIDDEN: 403, TWO_FACTOR_REQUIRED: 403 },
  concierge: { UNAUTHORIZED: 401, FORBIDDEN: 403, TWO_FACTOR_REQUIRED: 403 },
} as const satisfies Record<Access, Record<string, number>>;

/** A state-changing call from a page that is not ours (plugins/security.ts). */
export const ORIGIN_ERRORS = { BAD_ORIGIN: 403 } as const;

/** The browser could not reach the server at all (status 0); never sent by the server. */
export const NETWORK_ERROR = 'NETWORK';

type Keys<T> = T extends Readonly<Record<string, number>> ? Extract<keyof T, string> : never;

/** Every code a call to `E` can fail with: a switch on any other code does not compile. */
export type ErrorCode<E extends EndpointSpec> =
  | Keys<E['errors']>
  | Keys<typeof COMMON_ERRORS>
  | Keys<(typeof ACCESS_ERRORS)[E['access']]>
  | (E['method'] extends 'GET' ? never : Keys<typeof ORIGIN_ERRORS>)
  | typeof NETWORK_ERROR;

/** Declares an endpoint; `const` keeps the literal path, method and codes in the type. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

/** The codes the server may send for `e`, with their statuses (plugins/contract-route.ts). */
export function declaredErrors(e: EndpointSpec): Record<string, number> {
  return {
    ...COMMON_ERRORS,
    ...ACCESS_ERRORS[e.access],
    ...(e.method === 'GET' ? {} : ORIGIN_ERRORS),
    ...e.errors,
  };
}

/** The names after `:` in a path, in order. */
export const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** Fills `:name` segments, each URL-encoded, so an id can never change the route. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
