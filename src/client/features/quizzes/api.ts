import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesApi } from '#shared/contracts/profiles';
import { compatibilityReportsApi } from '#shared/contracts/compatibility-reports';
import { quizzesApi, type Answer, type QuizKind } from '#shared/contracts/quizzes';
import type { PlanId } from '#shared/domain/pricing';
import { planCheckoutUrl } from '#shared/page-urls';
import { callApi, type CallInput } from '../../lib/api-client';
import { apiQuery, apiQueryKey, featureKey } from '../../lib/api-query';
import { signUp } from '../../lib/auth-client';

export type AnonymousEqInput = NonNullable<CallInput<typeof quizzesApi.anonymousEq>['body']>;
export type AnonymousBlueprintInput = NonNullable<
  CallInput<typeof quizzesApi.anonymousBlueprint>['body']
>;

/** The statements of one quiz, in quiz order. Public; they change only when an admin edits them. */
export const quizQuestionsQuery = (kind: QuizKind) =>
  queryOptions({
    ...apiQuery(quizzesApi.questions, { params: { kind } }),
    select: ({ questions }) => [...questions].sort((a, b) => a.position - b.position),
    staleTime: 5 * 60_000,
  });

export const useQuizQuestions = (kind: QuizKind) => useQuery(quizQuestionsQuery(kind));

/**
 * The /bluz existence check (check-temp-user). A 404 means unknown: no retry. The results mail's
 * `key` goes along once (the answer hands this browser the quiz cookie) but is not part of the
 * query key, so taking it out of the address bar afterwards refetches nothing.
 */
export const tempUserQuery = (id: string, key?: string) =>
  queryOptions({
    ...apiQuery(quizzesApi.tempUser, { params: { id }, query: { key } }),
    queryKey: apiQueryKey(quizzesApi.tempUser, { params: { id }, query: {} }),
    retry: false,
    staleTime: 0,
  });

/** Anonymous EQ: creates the temporary user and result, and mails the results (server side). */
export const useSubmitAnonymousEq = () =>
  useMutation({
    mutationFn: (body: AnonymousEqInput) => callApi(quizzesApi.anonymousEq, { body }),
  });

/** The /bluz sign-up modal: the account and Blueprint; the person continues from the mail. */
export const useSubmitAnonymousBlueprint = () =>
  useMutation({
    mutationFn: (body: AnonymousBlueprintInput) => callApi(quizzesApi.anonymousBlueprint, { body }),
  });

/**
 * The concierge offer's sign-up: better-auth's own, answering alike whether or not the email has
 * an account; its confirmation link signs in and opens the plan's checkout (decision 0026).
 */
export const useSignUpForConcierge = () =>
  useMutation({
    mutationFn: ({ planId, ...account }: ConciergeSignUp) =>
      signUp(account, planCheckoutUrl(planId)),
  });

export interface ConciergeSignUp {
  planId: PlanId;
  name: string;
  email: string;
  password: string;
}

/** A signed-in member takes or retakes a quiz from the dashboard; reports change with it. */
export function useSubmitMemberQuiz(kind: QuizKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: Answer[]): Promise<void> => {
      if (kind === 'emotional') await callApi(quizzesApi.memberEq, { body: { answers } });
      else await callApi(quizzesApi.memberBlueprint, { body: { answers } });
    },
    onSuccess: async () => {
      // The reports change, and the profile carries the emotional type and the home's figures.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: featureKey(compatibilityReportsApi) }),
        queryClient.invalidateQueries({ queryKey: featureKey(profilesApi) }),
      ]);
    },
  });
}
