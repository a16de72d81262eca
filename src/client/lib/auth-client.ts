import { queryOptions } from '@tanstack/react-query';
import { authApi } from '../../shared/contracts/auth';
import type { Role, SessionUser } from '../../shared/contracts/profiles';
import { callApi } from './api-client';
import { apiQueryKey } from './api-query';
import { authReturnUrls } from './urls';

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
  const res = await callApi(authApi.getSession);
  const user = res?.user
    ? { id: res.user.id, email: res.user.email, name: res.user.name, role: res.user.role ?? 'user' }
    : null;
  rememberHints(user);
  return user;
}

export const sessionQuery = queryOptions({
  queryKey: apiQueryKey(authApi.getSession),
  queryFn: fetchSession,
  staleTime: 30_000,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const signIn = (email: string, password: string) =>
  callApi(authApi.signIn, {
    body: { email: normalizeEmail(email), password, callbackURL: authReturnUrls.verified },
  });

export const signUp = (input: { email: string; password: string; name: string }) =>
  callApi(authApi.signUp, {
    body: { ...input, email: normalizeEmail(input.email), callbackURL: authReturnUrls.verified },
  });

export async function signOut() {
  try {
    await callApi(authApi.signOut, { body: {} });
  } finally {
    rememberHints(null);
  }
}

export const requestPasswordReset = (email: string) =>
  callApi(authApi.requestPasswordReset, {
    body: { email: normalizeEmail(email), redirectTo: authReturnUrls.resetPassword },
  });

export const resetPassword = (token: string, newPassword: string) =>
  callApi(authApi.resetPassword, { body: { token, newPassword } });
