import type { createAuthMiddleware } from 'better-auth/api';

/** What a better-auth hook is given (better-auth.ts composes ours into its before and after hooks). */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
