import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionsApi } from '#shared/contracts/sessions.js';
import type { Db } from '#server/db/connect.js';
import { session } from '#server/db/schema.js';
import { route } from '#server/plugins/contract-route.js';
import { requireSignedIn } from '#server/plugins/session.js';
import { authErrors } from './errors.js';

export interface SessionRouteOptions {
  db: Db;
  /** Sessions just ended: the app closes their live sockets on every instance. */
  sessionsEnded: (userId: string, sessionId?: string) => Promise<void>;
}

/**
 * The member's own sessions (docs/security-rules.md, rule 7): listed without their tokens, and
 * ended one by one or all but this one. A session's row is what makes its cookie work (the
 * session reader looks it up on every request), so deleting it signs that browser out at once.
 */
export async function sessionRoutes(
  app: FastifyInstance,
  { db, sessionsEnded }: SessionRouteOptions,
) {
  route(app, sessionsApi.list, async ({ user, request }) => {
    const { sessionId: mine } = await requireSignedIn(request);
    // Never the token: it is the session's secret, and this list is only about where it is.
    const rows = await db
      .select({
        id: session.id,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
      })
      .from(session)
      .where(and(eq(session.userId, user.id), gt(session.expiresAt, sql`now()`)))
      .orderBy(desc(session.updatedAt));
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        current: s.id === mine,
        userAgent: s.userAgent,
        ipAddress: s.ipAddress,
        signedInAt: s.createdAt.toISOString(),
        lastActiveAt: s.updatedAt.toISOString(),
      })),
    };
  });

  route(app, sessionsApi.end, async ({ user, params }) => {
    const ended = await db
      .delete(session)
      .where(and(eq(session.id, params.id), eq(session.userId, user.id)))
      .returning({ id: session.id });
    if (!ended.length) throw authErrors.fail('NOT_FOUND', 'This session has already ended.');
    await sessionsEnded(user.id, params.id);
    return { ok: true as const };
  });

  route(app, sessionsApi.endOthers, async ({ user, request }) => {
    const { sessionId: mine } = await requireSignedIn(request);
    const ended = await db
      .delete(session)
      .where(and(eq(session.userId, user.id), ne(session.id, mine)))
      .returning({ id: session.id });
    await Promise.all(ended.map((s) => sessionsEnded(user.id, s.id)));
    return { ended: ended.length };
  });
}
