import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminDirectoryApi } from '../../../../shared/contracts/admin';
import type { Role } from '../../../../shared/contracts/profiles';
import { callApi } from '../../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';
import { toast } from '../../../ui/toast';

export interface DirectoryParams {
  q: string;
  page: number;
  pageSize: 10 | 25 | 50;
}

/** One page of the directory; the page on screen stays while the next one loads. */
export const useDirectory = (params: DirectoryParams) =>
  useQuery({
    ...apiQuery(adminDirectoryApi.users, { query: params }),
    placeholderData: keepPreviousData,
  });

const refreshDirectory = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: apiQueryKey(adminDirectoryApi.users) });

/** 'Convert to Tester' / 'Convert to Admin', with the spec's toasts. */
export function useConvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      role,
    }: {
      id: string;
      name: string;
      role: Extract<Role, 'tester' | 'admin'>;
    }) => callApi(adminApi.setRole, { params: { id }, body: { role } }),
    onSuccess: (_ok, { name, role }) => {
      toast.success(`${name} has been converted to ${role === 'admin' ? 'an admin' : 'a tester'}`);
      void refreshDirectory(queryClient);
    },
    onError: (err, { role }) =>
      toast.error(`Failed to convert user to ${role}`, { description: err.message }),
  });
}

/** 'Delete Account': the server ends the subscription first, then removes everything. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) =>
      callApi(adminApi.remove, { params: { id } }),
    onSuccess: (_ok, { name }) => {
      toast.success('User Deleted', { description: `${name}'s account and data were removed.` });
      void refreshDirectory(queryClient);
    },
    onError: (err) => toast.error('Failed to delete user account', { description: err.message }),
  });
}
