import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { $ZodType, input, output } from 'zod/v4/core';
import { buildPath, type EndpointSpec, type ErrorCode } from '#shared/contracts/endpoint.js';

type Input<T> = T extends $ZodType ? input<T> : never;
/** A part the contract has not is never sent; one that may be empty may be left out. */
type Field<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : undefined extends T
    ? { [K in Name]?: T }
    : object extends T
      ? { [K in Name]?: T }
      : Record<Name, T>;

/**
 * What a call to `E` takes, as the client's `callApi` (client/lib/api-client.ts): path
 * parameters, query and JSON body typed by the contract, or a multipart form. A test of a body
 * the contract refuses sends it as `rawBody` instead, as it is.
 */
export type CallInput<E extends EndpointSpec> = Field<'params', Input<E['params']>> &
  Field<'query', Input<E['query']>> &
  ((Payload<E> & { rawBody?: never }) | { body?: never; form?: never; rawBody: unknown });
type Payload<E extends EndpointSpec> = E['multipart'] extends true
  ? { form: FormData; body?: never }
  : Field<'body', Input<E['body']>> & { form?: never };

/** The body a call to `E` takes, for a test's own builders of valid bodies. */
export type BodyOf<E extends EndpointSpec> = Input<E['body']>;

/** Who calls and from where: a session cookie, extra headers, the client's address. */
export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** Our error answer (plugins/errors.ts), with a code a call to `E` can fail with. */
export interface ErrorBody<E extends EndpointSpec> {
  error: { code: ErrorCode<E>; message: string };
}

/** What `E` answers on success; a raw or streamed answer is no single JSON document. */
export type ResponseOf<E extends EndpointSpec> = E['responseKind'] extends 'raw' | 'ndjson'
  ? unknown
  : output<E['response']>;

/**
 * light-my-request's answer, with `json()` typed as the contract's response and our error body
 * at once: the status says which one the server sent, and a test reads that one without
 * narrowing first.
 */
export type CallResponse<E extends EndpointSpec> = Omit<LightMyRequestResponse, 'json'> & {
  json(): ResponseOf<E> & ErrorBody<E>;
};

/** A call without required input may leave it out. */
type CallArgs<E extends EndpointSpec> = [
  ...(object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]),
  options?: CallOptions,
];

export type TestCall = <E extends EndpointSpec>(
  e: E,
  ...args: CallArgs<E>
) => Promise<CallResponse<E>>;

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  rawBody?: unknown;
  form?: FormData;
}

/** The URL of `e`: parameters URL-encoded by the contract's `buildPath`, then the query. */
export function callUrl(e: EndpointSpec, { params, query }: LooseInput): string {
  const search = new URLSearchParams(
    Object.entries(query ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const path = buildPath(e.path, params);
  return search ? `${path}?${search}` : path;
}

/** A multipart body as a browser's FormData makes it. */
export async function encodeForm(form: FormData) {
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

/**
 * `t.call`: requests an endpoint the way our own pages do, from its contract. A state-changing
 * call carries the app's Origin (plugins/security.ts) and a JSON body, `{}` when the contract has
 * none, as `callApi` sends it.
 */
export function testCall(app: FastifyInstance, origin: string): TestCall {
  async function call(e: EndpointSpec, input: LooseInput = {}, options: CallOptions = {}) {
    const changes = e.method !== 'GET';
    const form = input.form && (await encodeForm(input.form));
    const headers: Record<string, string> = {
      ...(changes && { origin }),
      ...(form && { 'content-type': form.contentType }),
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    };
    const body = 'rawBody' in input ? input.rawBody : changes ? (input.body ?? {}) : input.body;
    return app.inject({
      method: e.method,
      url: callUrl(e, input),
      headers,
      payload: (form?.payload ?? body) as InjectOptions['payload'],
      remoteAddress: options.remoteAddress,
    });
  }
  return call as TestCall;
}
