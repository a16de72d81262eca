// Baseline for GET /api/profile: a bare Fastify route doing the same work by hand through `pg`:
// session token from the cookie, session joined with its user, then the profile row.
import Fastify from 'fastify';
import pg from 'pg';
import { reportReady } from './ready.js';

const COOKIE = 'better-auth.session_token=';
const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

/** better-auth's cookie value is `token.signature`, URL-encoded; the token is before the first dot. */
function sessionToken(cookieHeader: string | undefined): string | undefined {
  const part = cookieHeader?.split(/;\s*/).find((c) => c.startsWith(COOKIE));
  return part ? decodeURIComponent(part.slice(COOKIE.length)).split('.')[0] : undefined;
}

app.get('/api/profile', async (request, reply) => {
  const token = sessionToken(request.headers.cookie);
  if (!token) return reply.status(401).send({ error: 'unauthorized' });
  const session = await pool.query(
    `select u.id from session s join "user" u on u.id = s.user_id
     where s.token = $1 and s.expires_at > now() and u.banned is not true`,
    [token],
  );
  const userId = session.rows[0]?.id as string | undefined;
  if (!userId) return reply.status(401).send({ error: 'unauthorized' });
  const profile = await pool.query('select * from profiles where id = $1', [userId]);
  return profile.rows[0];
});

await app.listen({ port: 0, host: '127.0.0.1' });
reportReady(app.server.address(), () => app.close());
