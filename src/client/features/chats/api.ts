import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { chatsApi } from '#shared/contracts/chats';
import { coachApi, type CoachStreamEvent } from '#shared/contracts/coach';
import { conciergeApi } from '#shared/contracts/concierge';
import { identityApi } from '#shared/contracts/identity';
import { callApi, streamApi, type CallInput } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';
import { toast } from '../../ui/toast';

export const conversationsQuery = apiQuery(chatsApi.conversations);

/**
 * A thread's newest page (the conversation's or the coach's), read once when it opens: the thread
 * merges all later news in itself, and reads it afresh when opened again.
 */
const threadOptions = { staleTime: Infinity, gcTime: 0 } as const;
export const newestMessagesQuery = (sessionId: string) =>
  queryOptions({
    ...apiQuery(chatsApi.messages, { params: { sessionId }, query: {} }),
    ...threadOptions,
  });
export const coachHistoryQuery = queryOptions({
  ...apiQuery(coachApi.history, { query: {} }),
  ...threadOptions,
});

/**
 * Three conversation starters for this pair; `refresh` 1, 2, ... are the next threes ('Show
 * others'). The same pair and refresh always give the same three, so they never go stale.
 */
export const startersQuery = (sessionId: string, refresh: number) =>
  queryOptions({
    ...apiQuery(chatsApi.starters, { params: { sessionId }, query: { refresh } }),
    staleTime: Infinity,
  });

/**
 * Older pages (`before`) and catch-up pages (`after`), read on demand and merged by id into the
 * open thread. Not queries: a cached or shared request could predate the message it should bring.
 */
export const readMessagePage = (
  sessionId: string,
  query: NonNullable<CallInput<typeof chatsApi.messages>['query']>,
) => callApi(chatsApi.messages, { params: { sessionId }, query });
export const readCoachPage = (before: string) => callApi(coachApi.history, { query: { before } });

/** Sends one message under the browser's id (a retry reuses it); the list shows it as newest. */
export function useSendMessage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; content: string }) =>
      callApi(chatsApi.send, { params: { sessionId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey }),
  });
}

/** What is on screen is read; the list's unread count follows. */
export function useMarkConversationRead(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      callApi(chatsApi.read, { params: { sessionId }, body: { messageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey }),
  });
}

/** Tells the other member this one is typing. Best effort: a lost nudge costs nothing. */
export const useSendTyping = (sessionId: string) =>
  useMutation({ mutationFn: () => callApi(chatsApi.typing, { params: { sessionId } }) });

/** This member's consent; the answer and the live event refresh every name and photo shown. */
export function useRevealIdentity(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(identityApi.consent, { params: { sessionId } }),
    // Names and photos change everywhere (list, header, matches): refetch all that show them.
    onSuccess: () => void queryClient.invalidateQueries(),
    onError: (err) => toast.error('Identity not revealed', { description: err.message }),
  });
}

/** Asks the coach; each event of the streamed answer goes to `onEvent` as it arrives. */
export const useAskCoach = () =>
  useMutation({
    mutationFn: ({
      question,
      signal,
      onEvent,
    }: {
      question: { id: string; content: string };
      signal: AbortSignal;
      onEvent: (event: CoachStreamEvent) => void;
    }) => streamApi(coachApi.ask, { body: question, signal }, onEvent),
  });

/** The member's concierge and their conversation ("Your Concierge", below the coach). */
export const myConciergeQuery = apiQuery(conciergeApi.mine);

/** Writes to the concierge; the stored message joins the conversation at once. */
export function useWriteToConcierge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(conciergeApi.send, { body: { body } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myConciergeQuery.queryKey }),
  });
}

/** Gives or withdraws the member's consent to share their reports, questionnaire and matches. */
export function useShareWithConcierge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sharing: boolean) => callApi(conciergeApi.share, { body: { sharing } }),
    onSuccess: ({ sharing }) => {
      void queryClient.invalidateQueries({ queryKey: myConciergeQuery.queryKey });
      toast.success(sharing ? 'Shared with your concierge' : 'No longer shared', {
        description: sharing
          ? 'Your concierge can now read your reports, questionnaire and matches.'
          : 'Your concierge now sees only your first name, your plan and your messages.',
      });
    },
    onError: (err) => toast.error('Your choice was not saved', { description: err.message }),
  });
}
