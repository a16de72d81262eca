/** PostgreSQL (and PGlite) report a unique-index clash with this code; Drizzle may wrap it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
