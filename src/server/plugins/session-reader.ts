import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { groupedStatement } from '../db/grouped-statement.js';
import { profiles, session, user } from '../db/schema.js';
import type { Role, SessionUser } from '#shared/contracts/profiles.js';

export type { Role, SessionUser };

/** The token inside a better-auth signed cookie value (`token.base64(HMAC-SHA256)`), if the signature holds. */
export function verifiedToken(cookieValue: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null; // A malformed %-escape is a visitor without a session, not a server error.
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return part.slice(eqAt + 1).trim();
  }
  return undefined;
}

/** The signed-in user, which of their sessions this cookie is, and their plan. */
export interface SignedIn {
  user: SessionUser;
  sessionId: string;
  /** The profile's plan ('Free', 'Premium', 'VIP'), read in the same query: chat checks it on every call. */
  plan: string | null;
  /** Sign-in asks this account for an authenticator code (staff may be required to, session.ts). */
  twoFactor: boolean;
}

/**
 * Reads the signed-in user from better-auth's session cookie with one prepared query, shared by
 * the requests of the same moment (session joined with its user; expired sessions, banned users
 * and unconfirmed emails excluded: an account is used only once its address is confirmed,
 * docs/security-rules.md, rule 8). Every request of our own routes needs this, and
 * better-auth's getSession costs three times as much (bench/profile.ts). Sessions are still
 * created, refreshed and revoked by better-auth only: a revoked session's row is gone, so it
 * stops working at once (docs/security-rules.md, rule 7).
 */
export function createSessionReader(db: Db, secret: string, cookieName: Promise<string>) {
  const byTokens = db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      sessionId: session.id,
      plan: profiles.plan,
      twoFactor: user.twoFactorEnabled,
      token: session.token,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, session.userId))
    .where(
      and(
        sql`${session.token} = ANY(${sql.placeholder('tokens')}::text[])`,
        gt(session.expiresAt, sql`now()`),
        sql`${user.banned} is not true`,
        eq(user.emailVerified, true),
      ),
    )
    .prepare('session_users_by_tokens');
  // The requests of one moment share one read (db/grouped-statement.ts).
  const read = groupedStatement(async (tokens: string[]) => {
    const rows = new Map((await byTokens.execute({ tokens })).map((r) => [r.token, r]));
    return tokens.map((t) => rows.get(t));
  });

  return async function readSession(cookieHeader: string | undefined): Promise<SignedIn | null> {
    const raw = cookieValue(cookieHeader, await cookieName);
    const token = raw ? verifiedToken(raw, secret) : null;
    if (!token) return null;
    const row = await read(token);
    if (!row) return null;
    const { sessionId, plan, twoFactor, token: _token, ...u } = row;
    return { user: { ...u, role: (u.role ?? 'user') as Role }, sessionId, plan, twoFactor };
  };
}
