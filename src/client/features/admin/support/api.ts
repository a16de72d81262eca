import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportApi, type SupportPageSize } from '#shared/contracts/support';
import { callApi } from '../../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';
import { toast } from '../../../ui/toast';

export interface InboxParams {
  page: number;
  pageSize: SupportPageSize;
}

/** One page of the support inbox, open messages first; the page on screen stays while the next loads. */
export const useSupportInbox = (params: InboxParams) =>
  useQuery({ ...apiQuery(supportApi.inbox, { query: params }), placeholderData: keepPreviousData });

/**
 * After any answer, the inbox is read again: a success moves the message down among the done
 * ones, and ALREADY_DONE or NOT_FOUND means another admin got there first.
 */
function useInboxChange<V>(fn: (v: V) => Promise<unknown>, success: (v: V) => [string, string]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_ok, v) => {
      const [title, description] = success(v);
      toast.success(title, { description });
    },
    onError: (err) => toast.error('Failed to update the message', { description: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(supportApi.inbox) }),
  });
}

/** Mails the reply to the sender (their message quoted) and marks the message done. */
export const useReplyToSupportMessage = () =>
  useInboxChange(
    ({ id, reply }: { id: string; email: string; reply: string }) =>
      callApi(supportApi.reply, { params: { id }, body: { reply } }),
    ({ email }) => ['Reply sent', `Mailed to ${email}; the message is marked done.`],
  );

/** Marks a message done without replying. */
export const useMarkSupportMessageDone = () =>
  useInboxChange(
    ({ id }: { id: string; name: string }) => callApi(supportApi.done, { params: { id } }),
    ({ name }) => ['Marked done', `The message from ${name} needs nothing more.`],
  );
