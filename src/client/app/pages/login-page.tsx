import { CircleCheck } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout, AuthLink, LoginForm } from '../../features/auth';
import { DemoPersonas } from '../../features/demo';
import { ThemeToggle } from '../../features/theme';
import { paths } from '#shared/page-urls';
import { usePageTitle } from '../../lib/page-title';
import { useAfterSignIn } from '../use-after-sign-in';
import type { DemoPersona } from '../../lib/demo-mode';

/** Where each demo persona starts: staff in their own workspace, members in the dashboard. */
const PERSONA_HOME: Partial<Record<DemoPersona['key'], string>> = {
  admin: paths.admin,
  concierge: paths.concierge,
};

/** /login (docs/product-rules.md §2): sign in; success goes to the reports section of the dashboard. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The sign-up page hands over the address just registered.
  const handedEmail = (location.state as { email?: unknown } | null)?.email;

  usePageTitle('Sign in · Right One');
  const { afterSignIn, codeStep } = useAfterSignIn();

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to see your reports, matches and conversations."
      themeToggle={<ThemeToggle />}
      footer={
        <>
          <p>
            New here? <AuthLink to={paths.quiz}>Take the quiz</AuthLink> to begin.
          </p>
          <p>
            No account yet? <AuthLink to={paths.register}>Create one</AuthLink>
          </p>
        </>
      }
    >
      {search.get('verified') === '1' && (
        <div
          role="status"
          className="mb-5 flex items-start gap-3 rounded-control bg-accent-soft p-3 text-sm text-accent-soft-foreground"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>Email confirmed — sign in.</strong> Thank you for confirming your address; your
            account is ready.
          </p>
        </div>
      )}
      <LoginForm
        defaultEmail={typeof handedEmail === 'string' ? handedEmail : ''}
        onSignedIn={afterSignIn}
        onCodeAsked={() => navigate(codeStep)}
      />
      <DemoPersonas
        onSignedIn={(persona) => void navigate(PERSONA_HOME[persona.key] ?? paths.dashboard)}
      />
    </AuthLayout>
  );
}
