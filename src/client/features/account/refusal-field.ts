import { ApiError } from '../../lib/api-client';

/**
 * The server's refusal as a dialog field shows it: under the field its code is about (a new
 * password too short, an address already yours), else under `fallback`, the field that most
 * refusals concern (the current password). Other fields show nothing.
 */
export function refusalOn<F extends string>(
  error: Error | null,
  field: F,
  fieldOfCode: Partial<Record<string, F>>,
  fallback: F,
): string | undefined {
  if (!error) return undefined;
  const code = error instanceof ApiError ? (error as ApiError<string>).code : '';
  const owner = fieldOfCode[code] ?? fallback;
  return owner === field ? error.message : undefined;
}
