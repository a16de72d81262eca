import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../lib/api-client';
import { sessionQuery, type SessionUser } from '../lib/session';
import { PageSpinner } from '../ui/page-spinner';
import { NETWORK_ERROR } from '#shared/contracts/endpoint';
import { paths } from '#shared/page-urls';
import { OfflinePage } from './offline-page';

/** Route guards of docs/product-rules.md §6. The server enforces the same rules on every call. */
export type GuardRule = 'signedIn' | 'member' | 'signedOut' | 'admin' | 'concierge';

/** Where a rule sends this visitor, or null when the page may show. */
export function guardRedirect(rule: GuardRule, user: SessionUser | null): string | null {
  switch (rule) {
    case 'signedIn': // /user, /app, /billing: signed in, otherwise to /.
      return user ? null : paths.home;
    case 'member': // /plan-payment, /plan-success: signed in, otherwise to /login.
      return user ? null : paths.login;
    case 'signedOut': // /login, /register: a signed-in member goes to /user.
      return user ? paths.dashboard : null;
    case 'admin': // /admin: admins only; members go to /user, visitors to /.
      if (!user) return paths.home;
      return user.role === 'admin' ? null : paths.dashboard;
    case 'concierge': // /concierge: concierges only (decision 0036); others as for /admin.
      if (!user) return paths.home;
      return user.role === 'concierge' ? null : paths.dashboard;
  }
}

/**
 * Shows its page once the session is known and the rule allows it; otherwise redirects. The
 * verdict is taken once, on arrival (as a route loader would): signing in on /login or out on
 * /user changes the session, and the page itself then decides where to go next.
 */
export function Guard({ rule, children }: { rule: GuardRule; children: ReactNode }) {
  const session = useQuery(sessionQuery);
  const { pathname } = useLocation();
  const { refetch } = session;
  const retry = useCallback(() => void refetch(), [refetch]);
  // Offline the app still opens (from the service worker's cache), but whether anyone is signed in
  // cannot be known: say so, rather than treat the member as signed out. The check failed to reach
  // the server, or waits for the connection (React Query pauses once the browser says offline).
  const unreachable =
    session.fetchStatus === 'paused' ||
    (session.isError && session.error instanceof ApiError && session.error.code === NETWORK_ERROR);
  if (unreachable && session.data === undefined) {
    return <OfflinePage onRetry={retry} retrying={session.fetchStatus === 'fetching'} />;
  }
  if (session.isPending) {
    return <PageSpinner />;
  }
  // A failed session check counts as signed out, as the server would answer.
  return (
    // Keyed by path: React reuses this element between guarded routes (say /login -> /user),
    // and each arrival needs its own verdict.
    <Verdict key={pathname} rule={rule} user={session.data ?? null}>
      {children}
    </Verdict>
  );
}

/** Decides at mount only: later session changes do not move the visitor. */
function Verdict({
  rule,
  user,
  children,
}: {
  rule: GuardRule;
  user: SessionUser | null;
  children: ReactNode;
}) {
  const [target] = useState(() => guardRedirect(rule, user));
  return target ? <Navigate to={target} replace /> : children;
}
