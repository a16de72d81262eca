import { parse, type $ZodType, type input, type output } from 'zod/v4/core';
import {
  buildPath,
  NETWORK_ERROR,
  type EndpointSpec,
  type ErrorCode,
} from '#shared/contracts/endpoint';

/** An error the server answered with ({"error":{"code","message"}}), or a network failure. */
export class ApiError<Code extends string = string> extends Error {
  constructor(
    readonly status: number,
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}

/** True when `err` came from a call to `e`; its `code` is then one that `e` can answer. */
export const isApiError = <E extends EndpointSpec>(
  err: unknown,
  _e: E,
): err is ApiError<ErrorCode<E>> => err instanceof ApiError;

type Input<T> = T extends $ZodType ? input<T> : never;
type Field<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : Record<Name, T>;

/** What a call to `E` takes: its path parameters, query, JSON body or multipart form. */
export type CallInput<E extends EndpointSpec> = Field<'params', Input<E['params']>> &
  Field<'query', Input<E['query']>> &
  Field<'body', Input<E['body']>> &
  Field<'form', E['multipart'] extends true ? FormData : never> & { signal?: AbortSignal };

/** A call without required input may leave it out. */
export type CallArgs<E extends EndpointSpec> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export type CallResult<E extends EndpointSpec> = output<E['response']>;

/** The URL of `e` with its parameters filled in (links, images, the realtime socket). */
export function urlOf<E extends EndpointSpec>(
  e: E,
  params?: Input<E['params']>,
  query?: Input<E['query']>,
): string {
  const path = buildPath(e.path, params as Record<string, string> | undefined);
  const search = query
    ? new URLSearchParams(
        Object.entries(query as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  return search ? `${path}?${search}` : path;
}

function readJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Sends a call to `e`; a network failure or an error answer becomes an ApiError. */
async function send<E extends EndpointSpec>(e: E, input: CallInput<E> | undefined) {
  const { params, query, body, form, signal } = (input ?? {}) as CallInput<EndpointSpec> & {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    form?: FormData;
  };
  // A state-changing call always sends a JSON body (`{}` when the contract has none), as the
  // server's content-type parser expects one.
  const json = e.method === 'GET' || form ? undefined : JSON.stringify(body ?? {});
  let res: Response;
  try {
    res = await fetch(urlOf(e, params as Input<E['params']>, query as Input<E['query']>), {
      method: e.method,
      credentials: 'same-origin',
      // FormData (file uploads) goes as it is: the browser writes the multipart content type.
      headers: json === undefined ? {} : { 'content-type': 'application/json' },
      body: form ?? json,
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw networkError();
  }
  if (!res.ok) {
    const err = (
      readJson(await res.text()) as { error?: { code?: string; message?: string } } | null
    )?.error;
    throw new ApiError(
      res.status,
      err?.code ?? `HTTP_${res.status}`,
      err?.message ?? 'Something went wrong. Please try again.',
    );
  }
  return res;
}

const networkError = () =>
  new ApiError(
    0,
    NETWORK_ERROR,
    'We could not reach Right One. Check your connection and try again.',
  );

/**
 * The only place the client calls fetch: same-origin, cookies included, the answer parsed with
 * the contract's schema, and every failure an ApiError carrying one of the endpoint's codes.
 */
export async function callApi<E extends EndpointSpec>(
  e: E,
  ...[input]: CallArgs<E>
): Promise<CallResult<E>> {
  const res = await send(e, input);
  return parse(e.response, readJson(await res.text())) as CallResult<E>;
}

/**
 * Calls an endpoint that streams its answer (NDJSON): each line, parsed with the contract's
 * schema, goes to `onEvent` as it arrives. A connection that breaks part-way is a network error.
 */
export async function streamApi<E extends EndpointSpec>(
  e: E,
  input: CallInput<E>,
  onEvent: (event: CallResult<E>) => void,
): Promise<void> {
  const res = await send(e, input);
  if (!res.body) throw networkError();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const lines = (buffered + chunk.value).split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines)
        if (line.trim()) onEvent(parse(e.response, JSON.parse(line)) as CallResult<E>);
    }
  } catch (err) {
    if (input.signal?.aborted) throw err;
    throw err instanceof ApiError ? err : networkError();
  }
}
