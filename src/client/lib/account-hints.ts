import type { SessionUser } from '#shared/contracts/profiles';

/** Local-storage keys the spec names; UI hints only, the server decides everything. */
const HINT_KEYS = [
  'isAuthenticated',
  'userRole',
  'userEmail',
  'userFullName',
  'userPlan',
  'userId',
] as const;

export function rememberHints(user: SessionUser | null) {
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
