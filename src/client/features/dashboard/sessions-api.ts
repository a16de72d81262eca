import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsApi } from '../../../shared/contracts/sessions';
import { callApi } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';

/** Where the member is signed in; refetched whenever the dialog opens. */
export const sessionsQuery = queryOptions({ ...apiQuery(sessionsApi.list), staleTime: 0 });

/** Ends one session, or every one but this browser's; the list follows. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: [sessionsApi.list.feature] });
  return {
    one: useMutation({
      mutationFn: (id: string) => callApi(sessionsApi.end, { params: { id } }),
      onSettled,
    }),
    others: useMutation({ mutationFn: () => callApi(sessionsApi.endOthers), onSettled }),
  };
}
