import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationApi, type VerificationDecision } from '#shared/contracts/verification';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { toast } from '../../../ui/toast';

const queue = apiQuery(verificationApi.queue);

/** Selfies waiting for a decision, oldest first (at most 50), and how many wait in all. */
export const useVerificationQueue = () => useQuery(queue);

/** A decision on one selfie; `name` is the member's, for the toast. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; name: string; body: VerificationDecision }) =>
      callApi(verificationApi.decide, { params: { id }, body }),
    onSuccess: (_ok, { name, body }) =>
      toast.success(body.decision === 'approve' ? `${name} is verified` : 'Selfie declined', {
        description: `${name} has been emailed, and the selfie deleted.`,
      }),
    onError: (err) => toast.error('Failed to decide', { description: err.message }),
    // After a failure too: ALREADY_DECIDED means another moderator got there first, and
    // PHOTO_CHANGED brings the member's new photo to compare with.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queue.queryKey }),
  });
}
