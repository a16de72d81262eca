import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { datesApi, type DateRequest } from '#shared/contracts/dates';
import type { DateType } from '#shared/domain/date-requests';
import { apiQuery } from '../../lib/api-query';
import { callApi } from '../../lib/api-client';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { toast } from '../../ui/toast';
import { browserTimeZone } from './date-options';

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
function useDateChange<T>(
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

/** Proposes a date in the browser's time zone, or new times for the request it `replaces`. */
export const useProposeDate = (sessionId: string) =>
  useDateChange(
    sessionId,
    (body: { dateType: DateType; options: string[]; replaces?: string }) =>
      callApi(datesApi.propose, {
        params: { sessionId },
        body: { ...body, timeZone: browserTimeZone() },
      }),
    'Date request not sent',
  );

/** A meeting with a start and an end, agreed at once. */
export const useScheduleMeeting = (sessionId: string) =>
  useDateChange(
    sessionId,
    (range: { startsAt: string; endsAt: string }) =>
      callApi(datesApi.scheduleMeeting, {
        params: { sessionId },
        body: { ...range, timeZone: browserTimeZone() },
      }),
    'Failed to Schedule Meeting',
  );

export type DateAnswer =
  { id: string; action: 'accept'; option: string } | { id: string; action: 'decline' | 'cancel' };

/** The receiver accepts one option or declines; the proposer may withdraw (cancel). */
export const useAnswerDate = (sessionId: string) =>
  useDateChange(
    sessionId,
    (answer: DateAnswer) =>
      answer.action === 'accept'
        ? callApi(datesApi.accept, { params: { id: answer.id }, body: { option: answer.option } })
        : callApi(datesApi[answer.action], { params: { id: answer.id } }),
    'Date request not updated',
  );

/** Calls off an agreed date (the other member is told live and by mail). */
export const useCancelDate = (sessionId: string) =>
  useDateChange(
    sessionId,
    (id: string) => callApi(datesApi.cancel, { params: { id } }),
    'Date not cancelled',
  );
