import { authApi } from '#shared/contracts/auth';
import type { EndpointSpec, ErrorCode } from '#shared/contracts/endpoint';

/**
 * What to tell a person when an auth call fails (docs/product-rules.md §8). Pure: takes the error the
 * api client threw (status, code, message) and returns the toast to show.
 */
export interface AuthFailure {
  status: number;
  code: string;
  message: string;
}

export interface AuthNotice {
  /** 'warning' is the spec's non-destructive toast (nothing went wrong, a step is missing). */
  tone: 'error' | 'warning';
  title: string;
  description: string;
}

/**
 * True when `f` carries `code`. The code is checked against the endpoint's contract at compile
 * time, as `isApiError(err, endpoint)` does for a thrown error: a code that endpoint can never
 * answer does not compile. (These mappers take the plain failure, so they are easy to test.)
 */
const failedWith = <E extends EndpointSpec>(f: AuthFailure, _e: E, code: ErrorCode<E>) =>
  f.code === code;
const has = (f: AuthFailure, word: string) => `${f.code} ${f.message}`.toLowerCase().includes(word);
const isRateLimited = <E extends EndpointSpec>(f: AuthFailure, e: E) =>
  f.status === 429 || failedWith(f, e, 'RATE_LIMITED') || has(f, 'rate limit');
/** Status 0: the api client could not reach the server at all. */
const isUnreachable = (f: AuthFailure) => f.status === 0;

export function signInFailure(f: AuthFailure): AuthNotice {
  if (
    failedWith(f, authApi.signIn, 'EMAIL_NOT_VERIFIED') ||
    has(f, 'not verified') ||
    has(f, 'not confirmed')
  ) {
    return {
      tone: 'warning',
      title: 'Email Confirmation Required',
      description:
        'Please complete the email confirmation. Check your email inbox and click the confirmation link.',
    };
  }
  if (isRateLimited(f, authApi.signIn)) {
    return {
      tone: 'error',
      title: 'Rate Limit Exceeded',
      description: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    };
  }
  if (
    failedWith(f, authApi.signIn, 'INVALID_EMAIL_OR_PASSWORD') ||
    f.status === 401 ||
    has(f, 'invalid login credentials')
  ) {
    return {
      tone: 'error',
      title: 'Sign In Error',
      description: 'Invalid email or password. Please check your credentials and try again.',
    };
  }
  if (isUnreachable(f)) return { tone: 'error', title: 'Sign In Error', description: f.message };
  return {
    tone: 'error',
    title: 'Sign In Error',
    description: 'An error occurred during sign in. Please try again.',
  };
}

export function signUpFailure(f: AuthFailure): AuthNotice {
  if (isRateLimited(f, authApi.signUp)) {
    return {
      tone: 'error',
      title: 'Rate Limit Exceeded',
      description: 'Too many signup attempts. Please wait a few minutes and try again.',
    };
  }
  if (isUnreachable(f))
    return {
      tone: 'error',
      title: 'Signup Error',
      description: 'An unexpected error occurred. Please try again.',
    };
  if (has(f, 'email')) {
    return {
      tone: 'error',
      title: 'Sign Up Error',
      description: 'There was an issue with your email. Please check and try again.',
    };
  }
  if (has(f, 'password')) {
    return {
      tone: 'error',
      title: 'Sign Up Error',
      description: 'Password requirements not met. Please use a stronger password.',
    };
  }
  return {
    tone: 'error',
    title: 'Sign Up Error',
    description: 'An error occurred during sign up. Please try again.',
  };
}

/**
 * The spec's 'No account found with this email address.' is deliberately absent: the server
 * never says whether an email has an account (docs/security-rules.md, rule 5).
 */
export function resetRequestFailure(f: AuthFailure): AuthNotice {
  if (isRateLimited(f, authApi.requestPasswordReset)) {
    return {
      tone: 'error',
      title: 'Reset Request Failed',
      description: 'Too many requests. Please wait before trying again.',
    };
  }
  return {
    tone: 'error',
    title: 'Reset Request Failed',
    description: 'An error occurred. Please try again.',
  };
}

export function resetPasswordFailure(f: AuthFailure): AuthNotice {
  if (isRateLimited(f, authApi.resetPassword)) {
    return {
      tone: 'error',
      title: 'Reset Failed',
      description: 'Too many requests. Please wait before trying again.',
    };
  }
  if (failedWith(f, authApi.resetPassword, 'INVALID_TOKEN') || has(f, 'invalid or expired token')) {
    return {
      tone: 'error',
      title: 'Reset Failed',
      description: 'This reset link has expired. Please request a new password reset.',
    };
  }
  if (has(f, 'session') || has(f, 'token')) {
    return {
      tone: 'error',
      title: 'Reset Failed',
      description: 'Your reset session has expired. Please request a new password reset.',
    };
  }
  if (failedWith(f, authApi.resetPassword, 'PASSWORD_TOO_SHORT')) {
    return {
      tone: 'error',
      title: 'Invalid Password',
      description: 'Password must be at least 8 characters long.',
    };
  }
  return {
    tone: 'error',
    title: 'Reset Failed',
    description: 'An error occurred. Please try again.',
  };
}

/** Anything thrown that is not an api error (a bug, a parse failure) is treated as unknown. */
export function asAuthFailure(error: unknown): AuthFailure {
  if (error && typeof error === 'object' && 'status' in error && 'code' in error) {
    const e = error as { status: unknown; code: unknown; message?: unknown };
    return {
      status: typeof e.status === 'number' ? e.status : -1,
      code: typeof e.code === 'string' ? e.code : 'UNKNOWN',
      message: typeof e.message === 'string' ? e.message : '',
    };
  }
  return { status: -1, code: 'UNKNOWN', message: '' };
}
