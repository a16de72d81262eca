import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatRequestsApi } from '#shared/contracts/chat-requests';
import {
  matchPreferencesApi,
  type MatchPreferencesInput,
} from '#shared/contracts/match-preferences';
import { matchingApi, type QuestionnaireInput } from '#shared/contracts/matching';
import { profilesApi } from '#shared/contracts/profiles';
import { callApi, isApiError } from '../../lib/api-client';
import { apiQuery, featureKey } from '../../lib/api-query';
import { toast } from '../../ui/toast';

export const questionnaireQuery = apiQuery(matchingApi.questionnaire);
export const matchesQuery = apiQuery(matchingApi.matches);
export const incomingRequestsQuery = apiQuery(chatRequestsApi.incoming);

/**
 * Ask a match to chat (one credit); afterwards the matches and the profile's figures are fetched
 * again. Out of credits, `onNoMatchesLeft` offers more instead of an error.
 */
export function useSendChatRequest(onNoMatchesLeft: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiverId: string) => callApi(chatRequestsApi.send, { body: { receiverId } }),
    onSuccess: ({ matchesRemaining }) => {
      toast.success('Request sent!', {
        description: `Your chat request has been sent successfully. ${matchesRemaining} matches remaining.`,
        duration: 3000,
      });
      void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: featureKey(profilesApi) });
    },
    onError: (err) => {
      if (isApiError(err, chatRequestsApi.send) && err.code === 'NO_MATCHES_REMAINING')
        return onNoMatchesLeft();
      toast.error('Error', { description: 'Failed to send chat request. Please try again.' });
    },
  });
}

/** Accept (which opens a conversation) or decline a chat request; both lists follow. */
export function useAnswerChatRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: 'accept' | 'decline' }) =>
      callApi(chatRequestsApi[choice], { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: incomingRequestsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey });
    },
    onError: (err) => toast.error('Error', { description: err.message }),
  });
}

/** Saving the questionnaire runs matching: the lists and the home page's figures change. */
export function useSaveQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionnaireInput) => callApi(matchingApi.saveQuestionnaire, { body }),
    onSuccess: async () => {
      toast.success('Success!', { description: 'Your questionnaire has been saved successfully.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: featureKey(matchingApi) }),
        queryClient.invalidateQueries({ queryKey: featureKey(profilesApi) }),
      ]);
    },
    onError: (err) =>
      toast.error('Error', { description: err.message || 'Failed to save questionnaire' }),
  });
}

export const matchPreferencesQuery = apiQuery(matchPreferencesApi.get);

/** Saving preferences matches the member again: their matches and counts change too. */
export function useSaveMatchPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchPreferencesInput) => callApi(matchPreferencesApi.save, { body }),
    onSuccess: async () => {
      toast.success('Preferences saved', { description: 'Your matches have been updated.' });
      await queryClient.invalidateQueries({ queryKey: featureKey(matchingApi) });
    },
  });
}
