import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';

/**
 * A payment confirmation as one mutation that never runs twice at once. The mutation's pending
 * state reaches the component a tick later, but the mutation cache knows at once, so two clicks
 * in one tick still send one confirmation. `confirm` ignores a call while one is under way.
 */
export function useConfirmation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  onSuccess: (result: Result) => void,
) {
  const queryClient = useQueryClient();
  const mutationKey = ['billing', 'confirmation', useId()];
  const mutation = useMutation({ mutationKey, mutationFn, onSuccess });
  const confirm = (variables: Variables) => {
    if (!queryClient.isMutating({ mutationKey })) mutation.mutate(variables);
  };
  return { ...mutation, confirm };
}
