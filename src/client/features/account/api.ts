import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '#shared/contracts/account';
import { credentialsApi } from '#shared/contracts/credentials';
import { callApi } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';
import { forgetAccount } from '../../lib/forget-account';
import { toast } from '../../ui/toast';

const exportStatusQuery = apiQuery(accountApi.exportStatus);

/** Where the member's newest data export stands. */
export const useExportStatus = () => useQuery(exportStatusQuery);

/** 'Email me a copy': the answer is the new status, shown at once. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(accountApi.requestExport, {}),
    onSuccess: (next) => {
      queryClient.setQueryData(exportStatusQuery.queryKey, next);
      toast.success('We are preparing your data', {
        description: 'You will get an email with a download link in a few minutes.',
      });
    },
    onError: (err) => toast.error('Could not start your copy', { description: err.message }),
  });
}

/** Deletes the account for good; nothing about it stays in this browser afterwards. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi(accountApi.deleteAccount, { body: { password } }),
    onSuccess: () => {
      forgetAccount(queryClient);
      toast.success('Your account has been deleted', {
        description: 'We sent a confirmation to your email address. Take care.',
      });
    },
  });
}

/** A new password; this browser stays signed in, every other one is signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      callApi(credentialsApi.changePassword, { body }),
    onSuccess: () =>
      toast.success('Your password is changed', {
        description: 'We signed you out on every other device and sent you an email about it.',
      }),
  });
}

/** Asks to move the account to a new address; nothing changes until its link is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newEmail: string }) =>
      callApi(credentialsApi.changeEmail, { body }),
  });
}
