import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { signOut } from '../../lib/auth-client';
import { paths } from '../../../shared/page-urls';

/** The theme is a device preference, not account data: it survives a logout. */
const KEPT_KEYS = new Set(['theme']);

function clearLocalStorage() {
  try {
    for (const key of Object.keys(localStorage))
      if (!KEPT_KEYS.has(key)) localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

/**
 * Logout of docs/product-rules.md §2 Dashboard shell: sign out on the server, forget everything cached about the
 * account, then go to /, also when the server call failed.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: signOut,
    onSuccess: () =>
      toast.success('Logged out successfully', {
        description: 'You have been signed out of your account.',
      }),
    onError: () =>
      toast.error('Logout Error', {
        description: 'An error occurred during logout. Please try again.',
      }),
    onSettled: async () => {
      clearLocalStorage();
      queryClient.clear();
      await navigate(paths.home, { replace: true });
    },
  });
  return { logout: () => logout.mutate(), pending: logout.isPending };
}
