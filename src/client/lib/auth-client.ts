import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import type { Role, SessionUser } from '../../shared/contracts/profiles';

export type { Role, SessionUser };

/** Local-storage keys the spec names; UI hints only, the server decides everything. */
const HINT_KEYS = [
  'isAuthenticated',
  'userRole',
  'userEmail',
  'userFullName',
  'userPlan',
  'userId',
] as const;

function rememberHints(user: SessionUser | null) {
  try {
    if (!user) return HINT_KEYS.forEach((k) => localStorage.removeItem(k));
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('userRole', user.role);
    localStorage.setItem('userEmail', user.email);
    localStorage.setItem('userFullName', user.name);
    localStorage.setItem('userId', user.id);
  } catch {
    // Storage can be unavailable (private mode); hints are optional.
  }
}

/** The live session from the server, or null. */
export async function fetchSession(): Promise<SessionUser | null> {
  const res = (await api('/api/auth/get-session')) as {
    user?: SessionUser & { role?: Role | null };
  } | null;
  const user = res?.user
    ? { id: res.user.id, email: res.user.email, name: res.user.name, role: res.user.role ?? 'user' }
    : null;
  rememberHints(user);
  return user;
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
  staleTime: 30_000,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const signIn = (email: string, password: string) =>
  api('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: normalizeEmail(email), password, callbackURL: '/login?verified=1' },
  });

export const signUp = (input: { email: string; password: string; name: string }) =>
  api('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, email: normalizeEmail(input.email), callbackURL: '/login?verified=1' },
  });

export async function signOut() {
  try {
    await api('/api/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    rememberHints(null);
  }
}

export const requestPasswordReset = (email: string) =>
  api('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: normalizeEmail(email), redirectTo: '/reset-password' },
  });

export const resetPassword = (token: string, newPassword: string) =>
  api('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
