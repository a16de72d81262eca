import { AuthLayout, AuthLink, SignInCodeForm } from '../../features/auth';
import { ThemeToggle } from '../../features/theme';
import { paths } from '#shared/page-urls';
import { usePageTitle } from '../../lib/page-title';
import { useAfterSignIn } from '../use-after-sign-in';

/** /login/code: sign-in's second step for an account with two-factor sign-in on (decision 0040). */
export default function SignInCodePage() {
  usePageTitle('Enter your code · Right One');
  const { afterSignIn } = useAfterSignIn();
  return (
    <AuthLayout
      title="One more step"
      subtitle="Your account asks for a code from your authenticator app when you sign in."
      themeToggle={<ThemeToggle />}
      footer={
        <p>
          Not you, or the wrong account? <AuthLink to={paths.login}>Back to sign in</AuthLink>
        </p>
      }
    >
      <SignInCodeForm onSignedIn={afterSignIn} />
    </AuthLayout>
  );
}
