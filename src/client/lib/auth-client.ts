import { authApi } from '#shared/contracts/auth';
import type { Role, SessionUser } from '#shared/contracts/profiles';
import { callApi } from './api-client';
import { rememberHints } from './account-hints';
import { authReturnUrls } from '#shared/page-urls';
import { unsubscribeThisBrowser } from './browser-push';

export type { Role, SessionUser };

/** The live session from the server, or null (read through `sessionQuery` in ./session). */
export async function fetchSession(): Promise<SessionUser | null> {
  const res = await callApi(authApi.getSession);
  const user = res?.user
    ? { id: res.user.id, email: res.user.email, name: res.user.name, role: res.user.role ?? 'user' }
    : null;
  rememberHints(user);
  return user;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** 'signedIn', or 'codeAsked' when the account asks for an authenticator code next. */
export async function signIn(email: string, password: string) {
  const answer = await callApi(authApi.signIn, {
    body: { email: normalizeEmail(email), password, callbackURL: authReturnUrls.verified },
  });
  return 'twoFactorRedirect' in answer ? ('codeAsked' as const) : ('signedIn' as const);
}

/** `returnTo`: where the confirmation link leads (the concierge offer: its plan's checkout). */
export const signUp = (
  input: { email: string; password: string; name: string },
  returnTo: string = authReturnUrls.verified,
) =>
  callApi(authApi.signUp, {
    body: { ...input, email: normalizeEmail(input.email), callbackURL: returnTo },
  });

export async function signOut() {
  // This browser stops getting notifications at its push service too; the server forgets the
  // device with the session. A browser that cannot say so is no reason not to sign out.
  await unsubscribeThisBrowser().catch(() => undefined);
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
