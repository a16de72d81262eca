import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  conciergeWorkspaceApi as ws,
  type IntroductionInput,
} from '#shared/contracts/concierge-workspace';
import { callApi } from '../../lib/api-client';
import { apiQuery, featureKey } from '../../lib/api-query';
import { useRealtimeConnection, useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { toast } from '../../ui/toast';

export const assignedMembersQuery = apiQuery(ws.members);
export const memberFileQuery = (id: string) =>
  queryOptions(apiQuery(ws.member, { params: { id } }));

/**
 * The workspace's reads, kept live: a member's message nudges a refetch of the list and the open
 * file, and every reconnect catches up on what was missed.
 */
export function useLiveWorkspace() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: featureKey(ws) });
  useRealtimeConnection(true);
  useRealtimeEvent('concierge_message.created', refresh);
  useRealtimeReconnect(refresh);
  return useQuery(assignedMembersQuery);
}

/** A change to a member's file; the list and the file are read again after it, whatever came of it. */
function useFileChange<V>(fn: (v: V) => Promise<unknown>, done: (v: V) => [string, string] | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_answer, v) => {
      const said = done(v);
      if (said) toast.success(said[0], { description: said[1] });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: featureKey(ws) }),
  });
}

/** Writes to the member (the thread shows it); a follow-up names the past date it asks about. */
export const useWriteToMember = (memberId: string) =>
  useFileChange(
    (body: { body: string; followUpOf?: string }) =>
      callApi(ws.write, { params: { id: memberId }, body }),
    ({ followUpOf }) =>
      followUpOf ? ['Follow-up sent', 'It is in your conversation with the member.'] : null,
  );

/** Introduces one of the member's matches; their Matches page shows it with the note. */
export const useIntroduce = (memberId: string) =>
  useFileChange(
    ({ name: _name, ...body }: IntroductionInput & { name: string }) =>
      callApi(ws.introduce, { params: { id: memberId }, body }),
    ({ name }) => [
      `${name} introduced`,
      'They now show on the member’s Matches page with your note, and a chat costs no credit.',
    ],
  );
