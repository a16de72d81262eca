import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { signOut } from '../../lib/auth-client';
import { forgetAccount } from '../../lib/forget-account';
import { paths } from '../../../shared/page-urls';

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
      forgetAccount(queryClient);
      await navigate(paths.home, { replace: true });
    },
  });
  return { logout: () => logout.mutate(), pending: logout.isPending };
}
