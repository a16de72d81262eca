import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safetyApi, type ReportInput } from '../../../shared/contracts/safety';
import { callApi } from '../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../lib/api-query';
import { toast } from '../../ui/toast';

/** The members this member blocked (their settings list them, with Unblock). */
export const useBlockedMembers = () => useQuery(apiQuery(safetyApi.blocked));

/**
 * Block or Unmatch. Afterwards every query is fetched again: the match, the conversation and
 * any request leave every list at once (the server tells the other member's pages the same).
 */
export function useSeparation(kind: 'block' | 'unmatch') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; name: string }) =>
      callApi(kind === 'block' ? safetyApi.block : safetyApi.unmatch, { body: { userId } }),
    onSuccess: (_ok, { name }) => {
      if (kind === 'block')
        toast.success(`${name} is blocked`, {
          description: 'You will not see each other again. You can unblock them in Settings.',
        });
      else toast.success(`You unmatched ${name}`);
      void queryClient.invalidateQueries();
    },
    onError: (err) =>
      toast.error(kind === 'block' ? 'Could not block' : 'Could not unmatch', {
        description: err.message,
      }),
  });
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; name: string }) =>
      callApi(safetyApi.unblock, { params: { userId } }),
    onSuccess: (_ok, { name }) => {
      toast.success(`${name} is unblocked`);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(safetyApi.blocked) });
    },
    onError: (err) => toast.error('Could not unblock', { description: err.message }),
  });
}

/** Report (which also blocks): the reporter is thanked, and the member leaves every list. */
export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name: _name, ...body }: ReportInput & { name: string }) =>
      callApi(safetyApi.report, { body }),
    onSuccess: (_ok, { name }) => {
      toast.success('Thank you for your report', {
        description: `Our team will review it and write to you. ${name} is blocked.`,
      });
      void queryClient.invalidateQueries();
    },
    onError: (err) => toast.error('Could not send the report', { description: err.message }),
  });
}
