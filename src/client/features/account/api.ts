import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '#shared/contracts/account';
import { credentialsApi } from '#shared/contracts/credentials';
import { twoFactorApi } from '#shared/contracts/two-factor';
import { callApi } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';
import { forgetAccount } from '../../lib/forget-account';
import { sessionQuery } from '../../lib/session';
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

const twoFactorStatusQuery = apiQuery(twoFactorApi.status);

/** Whether sign-in asks this account for a code, and whether its role requires it. */
export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery);

/** Turning it on or off gives this browser a new session: read it, and the status, again. */
export function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    ]);
}

/** Step one of turning it on: the password gives a new key and ten backup codes. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (password: string) => callApi(twoFactorApi.enable, { body: { password } }),
  });

/**
 * Step two: the first code from the app proves it holds the key; sign-in asks from now on. The
 * dialog refreshes the status once it closes: the backup codes are still to be shown in it.
 */
export const useConfirmTwoFactor = () =>
  useMutation({
    mutationFn: (code: string) => callApi(twoFactorApi.verifyCode, { body: { code } }),
  });

/** Turning it off, with the password and a code. */
export function useTurnOffTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      callApi(twoFactorApi.disable, { body }),
    onSuccess: async () => {
      await refresh();
      toast.success('Two-factor sign-in is off', {
        description: 'Sign-in asks for your password only. You can turn it on again at any time.',
      });
    },
  });
}
