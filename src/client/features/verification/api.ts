import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationApi, type VerificationStatus } from '#shared/contracts/verification';
import { callApi } from '../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../lib/api-query';

/** Where the member stands with photo verification. */
export const useVerificationStatus = () => useQuery(apiQuery(verificationApi.status));

/** Every change answers with the new status, which replaces the one on screen. */
function useStatusChange<V>(fn: (v: V) => Promise<VerificationStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (status) => queryClient.setQueryData(apiQueryKey(verificationApi.status), status),
    // A refusal (a moderator decided meanwhile) means the status on screen is old.
    onError: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(verificationApi.status) }),
  });
}

/** A new random pose for the next selfie. */
export const useAskForPose = () => useStatusChange(() => callApi(verificationApi.pose));

/** Sends the selfie for review. */
export const useSendSelfie = () =>
  useStatusChange((selfie: Blob) => {
    const form = new FormData();
    form.append('file', selfie, 'selfie.jpg');
    return callApi(verificationApi.selfie, { form });
  });

/** Takes a waiting selfie back (it is deleted at once). */
export const useWithdrawSelfie = () => useStatusChange(() => callApi(verificationApi.withdraw));
