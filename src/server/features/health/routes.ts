import type { FastifyInstance } from 'fastify';
import { healthApi } from '#shared/contracts/health.js';
import { route } from '#server/plugins/contract-route.js';
import { cachedDatabaseCheck } from './database-check.js';
import { healthErrors } from './errors.js';

/** 200 once the database answers (checked at most once a second); 503 while it does not. */
export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
  const databaseAnswers = cachedDatabaseCheck(ping);
  const ok = { status: 'ok' as const };
  const okText = JSON.stringify(ok);
  const unavailable = () => {
    throw healthErrors.fail('DATABASE_UNAVAILABLE', 'The database is not answering.');
  };
  route(
    app,
    healthApi.check,
    () => {
      // Load balancers poll this route: while the last check is fresh it answers at once,
      // without a promise of its own.
      const pending = databaseAnswers();
      return pending ? pending.then(() => ok, unavailable) : ok;
    },
    // The answer is a fixed object built here, so it skips the per-answer schema check the
    // other routes get, and its text is written once.
    { serializerCompiler: () => (data) => (data === ok ? okText : JSON.stringify(data)) },
  );
}
