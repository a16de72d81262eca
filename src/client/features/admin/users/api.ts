import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminDirectoryApi } from '#shared/contracts/admin';
import { adminEmailApi, type AdminEmail } from '#shared/contracts/admin-emails';
import { adminMemberApi, type UpdateMember } from '#shared/contracts/admin-users';
import { conciergeWorkspaceApi } from '#shared/contracts/concierge-workspace';
import type { Role } from '#shared/contracts/profiles';
import { adminPurchasesApi } from '#shared/contracts/purchases';
import { callApi } from '../../../lib/api-client';
import { apiQuery, apiQueryKey, featureKey } from '../../../lib/api-query';
import { toast } from '../../../ui/toast';
import { queuedText } from './email-text';

export interface DirectoryParams {
  q: string;
  page: number;
  pageSize: 10 | 25 | 50;
}

/** One page of the directory; the page on screen stays while the next one loads. */
export const useDirectory = (params: DirectoryParams) =>
  useQuery({
    ...apiQuery(adminDirectoryApi.users, { query: params }),
    placeholderData: keepPreviousData,
  });

const refreshDirectory = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: apiQueryKey(adminDirectoryApi.users) });

const ROLE_ARTICLE = { tester: 'a tester', admin: 'an admin', concierge: 'a concierge' } as const;

/**
 * 'Convert to Tester' / 'Convert to Admin' / 'Make Concierge', with the spec's toasts. A new
 * concierge takes on the members waiting for one at once (the Concierge tab then shows it).
 */
export function useConvertMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      role,
    }: {
      id: string;
      name: string;
      role: Extract<Role, 'tester' | 'admin' | 'concierge'>;
    }) => callApi(adminApi.setRole, { params: { id }, body: { role } }),
    onSuccess: (_ok, { name, role }) => {
      toast.success(`${name} has been converted to ${ROLE_ARTICLE[role]}`);
      void refreshDirectory(queryClient);
      if (role === 'concierge')
        void queryClient.invalidateQueries({ queryKey: featureKey(conciergeWorkspaceApi) });
    },
    onError: (err, { role }) =>
      toast.error(`Failed to convert user to ${role}`, { description: err.message }),
  });
}

/** 'Delete Account': the server ends the subscription first, then removes everything. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) =>
      callApi(adminApi.remove, { params: { id } }),
    onSuccess: (_ok, { name }) => {
      toast.success('User Deleted', { description: `${name}'s account and data were removed.` });
      void refreshDirectory(queryClient);
    },
    onError: (err) => toast.error('Failed to delete user account', { description: err.message }),
  });
}

/** Two-factor sign-in off for a member locked out of it; they are signed out and mailed. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) =>
      callApi(adminApi.turnOffTwoFactor, { params: { id } }),
    onSuccess: (_ok, { name }) => {
      toast.success('Two-factor sign-in turned off', {
        description: `${name} was signed out everywhere and can sign in with their password.`,
      });
      void refreshDirectory(queryClient);
    },
    onError: (err) =>
      toast.error('Could not turn off two-factor sign-in', { description: err.message }),
  });
}

/** One member's overview (profile overview and edit-user dialogs share it). */
export const useMemberOverview = (id: string) =>
  useQuery(apiQuery(adminMemberApi.overview, { params: { id } }));

// Every member's overview: a change or a mailing adds to their audit trail.
const refreshOverviews = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: apiQueryKey(adminMemberApi.overview) });

/** 'Edit User': the dialog reports failures itself, as a taken email belongs on its field. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMember }) =>
      callApi(adminMemberApi.update, { params: { id }, body }),
    onSuccess: () => {
      toast.success('User updated successfully');
      void refreshDirectory(queryClient);
      void refreshOverviews(queryClient);
    },
  });
}

/** Who a mailing would reach and how it reads for the first of them; nothing is sent. */
export const usePreviewEmail = () =>
  useMutation({ mutationFn: (body: AdminEmail) => callApi(adminEmailApi.preview, { body }) });

/** 'Send Email': queues one mail per recipient, each greeted by name. */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminEmail) => callApi(adminEmailApi.send, { body }),
    onSuccess: ({ queued }) => {
      toast.success('Email sent', { description: queuedText(queued) });
      void refreshOverviews(queryClient);
    },
    onError: (err) => toast.error('Failed to send email', { description: err.message }),
  });
}

/** A member's purchases and refunds, on their overview (decision 0033). */
export const useMemberPurchases = (id: string) =>
  useQuery(apiQuery(adminPurchasesApi.list, { params: { id } }));

/**
 * 'Refund' on a purchase: the full amount back, what it gave taken back. Its purchases, overview
 * (billing figures, audit trail) and directory row all change.
 */
export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, orderId, reason }: { id: string; orderId: string; reason: string }) =>
      callApi(adminPurchasesApi.refund, {
        params: { id, orderId },
        body: { reason: reason || null },
      }),
    onSuccess: (purchase) =>
      toast.success('Purchase refunded', { description: `${purchase.productName}, in full.` }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(adminPurchasesApi.list) });
      void refreshOverviews(queryClient);
      void refreshDirectory(queryClient);
    },
  });
}
