import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { datesApi, type DateRequest } from '../../../shared/contracts/dates';
import { apiQuery } from '../../lib/api-query';
import { callApi } from '../../lib/api-client';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { toast } from '../../ui/toast';

export const dateRequestsQuery = (sessionId: string) =>
  apiQuery(datesApi.list, { params: { sessionId } });

/**
 * A conversation's date requests, kept live: refetched when either member changes one (on any
 * tab or instance) and after a reconnect, so every card shows where its request stands.
 */
export function useDateRequests(sessionId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(dateRequestsQuery(sessionId));
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: dateRequestsQuery(sessionId).queryKey });
  useRealtimeEvent('date_request.changed', (event) => {
    if (event.sessionId === sessionId) refresh();
  });
  useRealtimeReconnect(refresh);
  return query;
}

/** The one request a card shows, from its conversation's live list. */
export function useDateRequest(sessionId: string, id: string | undefined) {
  const list = useDateRequests(sessionId);
  const request: DateRequest | undefined = list.data?.dateRequests.find((r) => r.id === id);
  return { request, loading: list.isPending, all: list.data?.dateRequests ?? [] };
}

/** A change to a request; the answer replaces the list's copy at once (the event refetches too). */
export function useDateAction<T>(
  sessionId: string,
  run: (input: T) => Promise<{ dateRequest: DateRequest }>,
  failureTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ dateRequest }) => {
      queryClient.setQueryData(dateRequestsQuery(sessionId).queryKey, (old) =>
        old
          ? {
              dateRequests: [
                ...old.dateRequests.filter((r) => r.id !== dateRequest.id),
                dateRequest,
              ].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: dateRequestsQuery(sessionId).queryKey });
    },
    onError: (err) => toast.error(failureTitle, { description: err.message }),
  });
}

export const answerDate = {
  accept: (id: string, option: string) =>
    callApi(datesApi.accept, { params: { id }, body: { option } }),
  decline: (id: string) => callApi(datesApi.decline, { params: { id } }),
  cancel: (id: string) => callApi(datesApi.cancel, { params: { id } }),
};
