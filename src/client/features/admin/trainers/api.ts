import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminTrainersApi,
  type CreateTrainer,
  type TestTrainer,
  type UpdateTrainer,
} from '#shared/contracts/admin-trainers';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

const list = apiQuery(adminTrainersApi.list);

export const useTrainers = () => useQuery(list);

/** A change to the trainers; the list is fetched again afterwards, whatever happened. */
function useTrainerChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: list.queryKey }),
  });
}

export const useCreateTrainer = () =>
  useTrainerChange((body: CreateTrainer) => callApi(adminTrainersApi.create, { body }));

export const useUpdateTrainer = () =>
  useTrainerChange(({ id, ...body }: UpdateTrainer & { id: string }) =>
    callApi(adminTrainersApi.update, { params: { id }, body }),
  );

export const useDeleteTrainer = () =>
  useTrainerChange((id: string) => callApi(adminTrainersApi.remove, { params: { id } }));

export const useTestTrainer = () =>
  useMutation({ mutationFn: (body: TestTrainer) => callApi(adminTrainersApi.test, { body }) });
