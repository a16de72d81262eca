import { createHmac, randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../../src/server/db/connect.js';

/** The secret bench/servers/app.ts signs sessions with (its AUTH_SECRET). */
export const BENCH_AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';
const COOKIE = 'better-auth.session_token';

export interface BenchMember {
  id: string;
  /** A signed session cookie, as the browser would send it. */
  cookie: string;
}
export interface BenchPair {
  a: BenchMember;
  b: BenchMember;
  sessionId: string;
}

const signed = (token: string) =>
  `${COOKIE}=${encodeURIComponent(`${token}.${createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64')}`)}`;

/**
 * Writes `count` verified Premium members with a live session each straight into the database
 * (signing 2,000 members up through the API would spend minutes hashing passwords), and, when
 * `pairs` is set, a chat session between members 2i and 2i+1.
 */
export async function seedMembers(url: string, count: number, { pairs = false } = {}) {
  const database = connectDatabase({ kind: 'postgres', url });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const members: BenchMember[] = [];
  try {
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, () => ({
        id: randomUUID(),
        token: randomUUID().replaceAll('-', ''),
      }));
      const ids = batch.map((m) => m.id);
      await client.query(
        `INSERT INTO "user" (id, name, email, email_verified)
         SELECT id, 'Bench Member', id || '@bench.example', true FROM unnest($1::text[]) AS id`,
        [ids],
      );
      await client.query(
        `INSERT INTO session (id, token, user_id, expires_at)
         SELECT gen_random_uuid()::text, t, u, now() + interval '1 day'
         FROM unnest($1::text[], $2::text[]) AS s(t, u)`,
        [batch.map((m) => m.token), ids],
      );
      await client.query(`UPDATE profiles SET plan = 'Premium' WHERE id = ANY($1::text[])`, [ids]);
      members.push(...batch.map((m) => ({ id: m.id, cookie: signed(m.token) })));
    }
    if (!pairs) return { members, pairs: [] as BenchPair[] };
    const couples = Array.from({ length: Math.floor(count / 2) }, (_, i) => ({
      a: members[2 * i]!,
      b: members[2 * i + 1]!,
    }));
    const { rows } = await client.query<{ id: string; user1_id: string }>(
      `INSERT INTO chat_sessions (user1_id, user2_id)
       SELECT * FROM unnest($1::text[], $2::text[]) RETURNING id, user1_id`,
      [couples.map((c) => c.a.id), couples.map((c) => c.b.id)],
    );
    const sessionOf = new Map(rows.map((r) => [r.user1_id, r.id]));
    return { members, pairs: couples.map((c) => ({ ...c, sessionId: sessionOf.get(c.a.id)! })) };
  } finally {
    await client.end();
  }
}
