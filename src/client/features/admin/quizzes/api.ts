import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminQuizzesApi,
  type QuestionInput,
  type questionListQuery,
} from '#shared/contracts/admin-quizzes';
import { callApi } from '../../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';

export type ListQuery = z.input<typeof questionListQuery>;

export const useQuestionPage = (query: ListQuery) =>
  useQuery({ ...apiQuery(adminQuizzesApi.list, { query }), placeholderData: keepPreviousData });

/**
 * One question as the server has it now, read when a dialog opens: members may have answered it
 * since the directory was loaded, and that decides between deleting and retiring it.
 */
export const useCurrentQuestion = (id: number, enabled: boolean) =>
  useQuery({ ...apiQuery(adminQuizzesApi.get, { params: { id } }), enabled });

/** A change to the questions; the directory is fetched again afterwards, whatever happened. */
function useQuestionChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(adminQuizzesApi.list) }),
  });
}

export const useCreateQuestion = () =>
  useQuestionChange((body: QuestionInput) => callApi(adminQuizzesApi.create, { body }));

export const useUpdateQuestion = () =>
  useQuestionChange(({ id, body }: { id: number; body: QuestionInput }) =>
    callApi(adminQuizzesApi.update, { params: { id }, body }),
  );

export const useDeleteQuestion = () =>
  useQuestionChange((id: number) => callApi(adminQuizzesApi.remove, { params: { id } }));
