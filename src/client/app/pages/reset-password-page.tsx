import { CircleCheck, Link2Off } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout, AuthLink, ResetPasswordForm, resetTokenFrom } from '../../features/auth';
import { ThemeToggle } from '../../features/theme';
import { Button } from '../../ui/button';
import { isSignInReturnPath, paths, withQuery } from '#shared/page-urls';
import { usePageTitle } from '../../lib/page-title';

/**
 * /reset-password (docs/product-rules.md §2): ?token= from the reset mail; form, then 'Password
 * Updated!'. With ?confirmed=1 it is where a confirmation link opened in another browser than the
 * sign-up's lands: the address is confirmed and its owner chooses the password (the one given at
 * sign-up is not kept), then signs in and goes on to ?next=.
 */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = resetTokenFrom(search);
  const [done, setDone] = useState(false);
  const confirmed = search.get('confirmed') === '1';
  const next = search.get('next');
  const loginUrl = confirmed
    ? withQuery(paths.login, {
        verified: '1',
        next: next && isSignInReturnPath(next) ? next : null,
      })
    : paths.login;

  usePageTitle('Reset your password · Right One');

  const backToLogin = (
    <p>
      Remembered it? <AuthLink to={paths.login}>Back to Sign In</AuthLink>
    </p>
  );

  if (!token) {
    return (
      <AuthLayout title="Invalid Reset Link" themeToggle={<ThemeToggle />}>
        <Outcome icon={<Link2Off className="size-7" aria-hidden="true" />} tone="warning">
          This password reset link is missing or no longer valid. Request a new one from the sign-in
          page with &lsquo;Forgot password?&rsquo;.
        </Outcome>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={paths.login}>Go to Sign In</Link>
        </Button>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Password Updated!" themeToggle={<ThemeToggle />}>
        <Outcome icon={<CircleCheck className="size-7" aria-hidden="true" />} tone="accent">
          {confirmed
            ? 'Your account is ready. Sign in with the password you just chose.'
            : 'Your new password is set. For your safety we signed you out everywhere; sign in again with the new one.'}
        </Outcome>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={loginUrl}>Continue to Login</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={confirmed ? 'Email confirmed: choose your password' : 'Choose a new password'}
      subtitle={
        confirmed
          ? 'For your safety, a password given at sign-up is kept only when the link is opened in the browser that signed up.'
          : 'Pick something at least 8 characters long.'
      }
      themeToggle={<ThemeToggle />}
      footer={confirmed ? undefined : backToLogin}
    >
      <ResetPasswordForm token={token} onReset={() => setDone(true)} />
    </AuthLayout>
  );
}

function Outcome({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'accent' | 'warning';
  children: ReactNode;
}) {
  const colours =
    tone === 'accent'
      ? 'bg-accent-soft text-accent-soft-foreground'
      : 'bg-warning-soft text-warning-soft-foreground';
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <span className={`grid size-14 place-items-center rounded-full ${colours}`}>{icon}</span>
      <p className="text-pretty text-muted">{children}</p>
    </div>
  );
}
