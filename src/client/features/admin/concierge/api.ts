import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conciergeWorkspaceApi } from '#shared/contracts/concierge-workspace';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { toast } from '../../../ui/toast';

const waitingQuery = apiQuery(conciergeWorkspaceApi.waiting);

/** Members waiting for a concierge, and each concierge with how many members they look after. */
export const useConciergeDesk = () => useQuery(waitingQuery);

/** Assigns a waiting member; the member is mailed their concierge's name. */
export function useAssignConcierge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      memberId,
      conciergeId,
    }: {
      memberId: string;
      conciergeId: string;
      name: string;
    }) => callApi(conciergeWorkspaceApi.assign, { body: { memberId, conciergeId } }),
    onSuccess: (_ok, { name }) =>
      toast.success(`${name} has a concierge now`, {
        description: 'We emailed them their concierge’s name.',
      }),
    onError: (err) => toast.error('The member was not assigned', { description: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingQuery.queryKey }),
  });
}
