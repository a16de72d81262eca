import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safetyApi, type AbuseReportInput } from '#shared/contracts/safety';
import { settingsApi } from '#shared/contracts/settings';
import { type NotificationType, notificationsApi } from '#shared/contracts/notifications';
import { callApi } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';
import { toast } from '../../ui/toast';

/** The members this member blocked (their settings list them, with Unblock). */
const blockedQuery = apiQuery(safetyApi.blocked);
export const useBlockedMembers = () => useQuery(blockedQuery);

/**
 * Block or Unmatch. Afterwards every query is fetched again: the match, the conversation and
 * any request leave every list at once (the server tells the other member's pages the same).
 */
function useSeparation(kind: 'block' | 'unmatch') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; name: string }) =>
      callApi(kind === 'block' ? safetyApi.block : safetyApi.unmatch, { body: { userId } }),
    onSuccess: (_ok, { name }) => {
      if (kind === 'block')
        toast.success(`${name} is blocked`, {
          description: 'You will not see each other again. You can unblock them in Settings.',
        });
      else toast.success(`You unmatched ${name}`);
      void queryClient.invalidateQueries();
    },
    onError: (err) =>
      toast.error(kind === 'block' ? 'Could not block' : 'Could not unmatch', {
        description: err.message,
      }),
  });
}

export const useBlockMember = () => useSeparation('block');
export const useUnmatchMember = () => useSeparation('unmatch');

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; name: string }) =>
      callApi(safetyApi.unblock, { params: { userId } }),
    onSuccess: (_ok, { name }) => {
      toast.success(`${name} is unblocked`);
      void queryClient.invalidateQueries({ queryKey: blockedQuery.queryKey });
    },
    onError: (err) => toast.error('Could not unblock', { description: err.message }),
  });
}

/** Report (which also blocks): the reporter is thanked, and the member leaves every list. */
export function useReportMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name: _name, ...body }: AbuseReportInput & { name: string }) =>
      callApi(safetyApi.reportMember, { body }),
    onSuccess: (_ok, { name }) => {
      toast.success('Thank you for your report', {
        description: `Our team will review it and write to you. ${name} is blocked.`,
      });
      void queryClient.invalidateQueries();
    },
    onError: (err) => toast.error('Could not send the report', { description: err.message }),
  });
}

const settingsQuery = apiQuery(settingsApi.get);

/** The member's settings: pause and email choices. */
export const useSettings = () => useQuery(settingsQuery);

/** 'Pause my profile' / 'Resume my profile'; the answer is the new settings, shown at once. */
export function usePauseProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => callApi(settingsApi.pause, { body: { paused } }),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsQuery.queryKey, next);
      toast.success(next.pausedAt ? 'Your profile is paused' : 'Welcome back', {
        description: next.pausedAt
          ? 'You will not be matched or sent new requests until you resume.'
          : 'You can be matched and receive requests again.',
      });
    },
    onError: (err) => toast.error('Could not change your profile', { description: err.message }),
  });
}

/** One email notification switch, saved at once. */
export function useChangeNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: Partial<Record<NotificationType, boolean>>) =>
      callApi(settingsApi.notifications, { body: choice }),
    onSuccess: (next) => queryClient.setQueryData(settingsQuery.queryKey, next),
    onError: (err) => toast.error('Could not save your choice', { description: err.message }),
  });
}

/** The unsubscribe link of a notification mail: its token turns that kind of email off. */
export const useUnsubscribeEmails = () =>
  useMutation({
    mutationFn: (token: string) => callApi(notificationsApi.unsubscribe, { query: { token } }),
  });
