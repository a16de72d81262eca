import { useMutation } from '@tanstack/react-query';
import { supportApi, type SupportMessageInput } from '#shared/contracts/support';
import { callApi, isApiError } from '../../lib/api-client';

/** Sends a message from the Help page; the form shows the outcome itself (success or the error). */
export const useSendSupportMessage = () =>
  useMutation({
    mutationFn: (body: SupportMessageInput) => callApi(supportApi.send, { body }),
  });

/** What the form says when sending failed: the server's words where they tell what to do. */
export function sendFailureText(err: Error): string {
  if (
    isApiError(err, supportApi.send) &&
    (err.code === 'RATE_LIMITED' || err.code === 'VALIDATION_ERROR')
  )
    return err.message;
  return 'We could not send your message just now. Please check your connection and try again.';
}
