/**
 * Answers "does the database answer?" without a query per request: a success is trusted for
 * `freshForMs`, and callers arriving while a ping is in flight share it. Load balancers poll
 * /api/health often; this keeps that polling off the database (and off PGlite's single thread).
 */
export function cachedDatabaseCheck(
  ping: () => Promise<void>,
  freshForMs = 1000,
  now = () => Date.now(),
) {
  let lastOkAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;

  return function databaseAnswers(): Promise<void> | undefined {
    if (now() - lastOkAt < freshForMs) return undefined;
    inFlight ??= ping()
      .then(() => {
        lastOkAt = now();
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
