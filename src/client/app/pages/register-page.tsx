import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout, AuthLink, RegisterForm } from '../../features/auth';
import { ThemeToggle } from '../../features/theme';
import { paths } from '#shared/page-urls';
import { usePageTitle } from '../../lib/page-title';

/** /register (docs/product-rules.md §2 Sign-up page): user_email and user_name pre-fill; success goes to /login. */
export default function RegisterPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();

  usePageTitle('Create your account · Right One');

  return (
    <AuthLayout
      title="Create your account"
      subtitle="A few details, then confirm your email and you are in."
      themeToggle={<ThemeToggle />}
      footer={
        <p>
          Already have an account? <AuthLink to={paths.login}>Sign in</AuthLink>
        </p>
      }
    >
      <RegisterForm
        defaultName={search.get('user_name') ?? ''}
        defaultEmail={search.get('user_email') ?? ''}
        onRegistered={(email) => void navigate(paths.login, { state: { email } })}
      />
    </AuthLayout>
  );
}
