import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi } from '#shared/contracts/two-factor';
import { callApi } from '../../lib/api-client';
import { requestPasswordReset, resetPassword, signIn, signUp } from '../../lib/auth-client';
import { sessionQuery } from '../../lib/session';
import { toast } from '../../ui/toast';
import {
  asAuthFailure,
  resetPasswordFailure,
  resetRequestFailure,
  signInFailure,
  signUpFailure,
} from './error-messages';
import { notify } from './notify';

/** Welcomes the member and reads the session again, so guards see them before the page moves on. */
function useWelcome() {
  const queryClient = useQueryClient();
  return async () => {
    toast.success('Welcome back!');
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };
}

/** Signs in, or answers 'codeAsked' when the account asks for an authenticator code next. */
export function useSignIn() {
  const welcome = useWelcome();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      signIn(email, password),
    onSuccess: async (outcome) => {
      if (outcome === 'signedIn') await welcome();
    },
    onError: (error) => notify(signInFailure(asAuthFailure(error))),
  });
}

/** Finishes a sign-in that asked for a code: from the authenticator app, or a backup code. */
export function useSignInCode() {
  const welcome = useWelcome();
  return useMutation({
    mutationFn: ({ code, backup }: { code: string; backup: boolean }) =>
      callApi(backup ? twoFactorApi.verifyBackupCode : twoFactorApi.verifyCode, { body: { code } }),
    onSuccess: welcome,
  });
}

/** Creates the account; the person still has to confirm their email. */
export const useSignUp = () =>
  useMutation({
    mutationFn: (account: { name: string; email: string; password: string }) => signUp(account),
    onSuccess: (_answer, { name }) =>
      toast.success('Account created successfully!', {
        description: `Welcome ${name}! Please check your email for confirmation.`,
      }),
    onError: (error) => notify(signUpFailure(asAuthFailure(error))),
  });

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onSuccess: () =>
      toast.success('Reset Email Sent', {
        description: 'Check your inbox for a link to choose a new password.',
      }),
    onError: (error) => notify(resetRequestFailure(asAuthFailure(error))),
  });

/** Sets a new password with the token from the reset mail. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      resetPassword(token, password),
    onSuccess: () =>
      toast.success('Password Updated', {
        description: 'You can now sign in with your new password.',
      }),
    onError: (error) => notify(resetPasswordFailure(asAuthFailure(error))),
  });
