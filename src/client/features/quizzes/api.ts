import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  anonymousBlueprintRequest,
  anonymousEqRequest,
} from '../../../shared/contracts/quizzes';
import {
  anonymousBlueprintResponse,
  anonymousEqResponse,
  memberBlueprintResponse,
  memberEqResponse,
  quizQuestionsResponse,
  tempUserResponse,
  type Answer,
  type QuizKind,
} from '../../../shared/contracts/quizzes';
import { api } from '../../lib/api-client';

export type AnonymousEqInput = z.input<typeof anonymousEqRequest>;
export type AnonymousBlueprintInput = z.input<typeof anonymousBlueprintRequest>;

/** The statements of one quiz, in quiz order. Public; they change only when an admin edits them. */
export const quizQuestionsQuery = (kind: QuizKind) =>
  queryOptions({
    queryKey: ['quizzes', kind, 'questions'],
    queryFn: async ({ signal }) => {
      const { questions } = await api(`/api/quizzes/${kind}/questions`, {
        schema: quizQuestionsResponse,
        signal,
      });
      return [...questions].sort((a, b) => a.position - b.position);
    },
    staleTime: 5 * 60_000,
  });

export const useQuizQuestions = (kind: QuizKind) => useQuery(quizQuestionsQuery(kind));

/** The /bluz existence check (check-temp-user). A 404 means unknown: no retry. */
export const tempUserQuery = (id: string) =>
  queryOptions({
    queryKey: ['quizzes', 'temp-user', id],
    queryFn: ({ signal }) =>
      api(`/api/quizzes/temp-users/${encodeURIComponent(id)}`, {
        schema: tempUserResponse,
        signal,
      }),
    retry: false,
    staleTime: 0,
  });

/** Anonymous EQ: creates the temporary user and result, and mails the results (server side). */
export const useAnonymousEqSubmission = () =>
  useMutation({
    mutationFn: (body: AnonymousEqInput) =>
      api('/api/quizzes/emotional/anonymous', {
        method: 'POST',
        body,
        schema: anonymousEqResponse,
      }),
  });

/** The /bluz sign-up modal: creates the account, stores the blueprint and signs the person in. */
export const useAnonymousBlueprintSubmission = () =>
  useMutation({
    mutationFn: (body: AnonymousBlueprintInput) =>
      api('/api/quizzes/blueprint/anonymous', {
        method: 'POST',
        body,
        schema: anonymousBlueprintResponse,
      }),
  });

/** A signed-in member takes or retakes a quiz from the dashboard; reports change with it. */
export function useMemberQuizSubmission(kind: QuizKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: Answer[]): Promise<void> => {
      if (kind === 'emotional')
        await api('/api/quizzes/emotional', {
          method: 'POST',
          body: { answers },
          schema: memberEqResponse,
        });
      else
        await api('/api/quizzes/blueprint', {
          method: 'POST',
          body: { answers },
          schema: memberBlueprintResponse,
        });
    },
    onSuccess: async () => {
      // ['reports'] is the reports section's key; ['profile'] carries the emotional type and stats.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}
