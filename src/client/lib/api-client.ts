import type { z } from 'zod';

/** An error the server answered with ({"error":{"code","message"}}), or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart. */
  body?: unknown;
  /** When given, the answer is parsed with it (contracts from src/shared/contracts). */
  schema?: S;
  signal?: AbortSignal;
}

/** The only place the client calls fetch: same-origin, cookies included, one error shape. */
export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  let res: Response;
  // FormData (file uploads) goes as it is: the browser writes the multipart content type.
  const form = body instanceof FormData ? body : null;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || form ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : (form ?? JSON.stringify(body)),
      signal,
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'We could not reach Right One. Check your connection and try again.',
    );
  }
  const text = await res.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const err = (json as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? `HTTP_${res.status}`,
      err?.message ?? 'Something went wrong. Please try again.',
    );
  }
  return (schema ? schema.parse(json) : json) as S extends z.ZodType ? z.infer<S> : unknown;
}
