import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationApi, type DecisionInput } from '#shared/contracts/moderation';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { toast } from '../../../ui/toast';
import { outcomeText } from './report-text';

const queue = apiQuery(moderationApi.queue);

/** The open reports, oldest first (at most 50), and how many are open in all. */
export const useModerationQueue = () => useQuery(queue);

/** A decision on one report; `name` is the reported member's, for the toast. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; name: string; body: DecisionInput }) =>
      callApi(moderationApi.decide, { params: { id }, body }),
    onSuccess: (_ok, { name, body }) =>
      toast.success('Report decided', {
        description: outcomeText(body.decision, name, body.days),
      }),
    onError: (err) => toast.error('Failed to decide the report', { description: err.message }),
    // After a failure too: ALREADY_DECIDED or NOT_FOUND means the report left the queue
    // (another moderator decided it), so the card should go.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queue.queryKey }),
  });
}
