import type { QueryClient } from '@tanstack/react-query';
import { rememberHints } from './account-hints';

/** The theme is a device preference, not account data: it survives a logout. */
const KEPT_KEYS = new Set(['theme']);

/**
 * After a logout or an account deletion: nothing about the account stays in this browser (cached
 * answers, stored keys, the signed-in hints), whatever the server call answered.
 */
export function forgetAccount(queryClient: QueryClient) {
  try {
    for (const key of Object.keys(localStorage))
      if (!KEPT_KEYS.has(key)) localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
  rememberHints(null);
  queryClient.clear();
}
