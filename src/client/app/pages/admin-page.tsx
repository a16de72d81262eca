import { useQuery } from '@tanstack/react-query';
import { LayoutDashboard, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { adminNav, DashboardShell, firstName, useOwnProfile } from '../../features/dashboard';
import { ThemeToggle } from '../../features/theme';
import { sessionQuery } from '../../lib/session';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageSpinner } from '../../ui/page-spinner';
import { Spinner } from '../../ui/spinner';
import { paths } from '../../../shared/page-urls';
import { usePageTitle } from '../../lib/page-title';

/** /admin (admins only; the route loader checks, and the server checks every admin call). */
export default function AdminPage() {
  const { data: user } = useQuery(sessionQuery);
  const profile = useOwnProfile();

  usePageTitle('Admin Panel · Right One');

  if (!user) {
    return <PageSpinner />;
  }

  return (
    <DashboardShell
      user={user}
      area="admin"
      nav={adminNav}
      activeId="admin"
      title="Admin Panel"
      actions={<ThemeToggle />}
    >
      <div className="flex flex-col gap-6">
        <h1 className="font-display text-3xl leading-tight font-semibold text-fg sm:text-4xl">
          Admin Panel
        </h1>
        {profile.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Spinner /> Loading admin data...
          </p>
        ) : profile.isError ? (
          <div
            role="alert"
            className="rounded-control border border-danger/40 bg-surface p-4 text-sm text-danger-soft-foreground"
          >
            We could not load your admin account just now.{' '}
            <button
              type="button"
              className="cursor-pointer font-semibold underline"
              onClick={() => void profile.refetch()}
            >
              Try again
            </button>
          </div>
        ) : (
          <Card className="flex flex-col gap-4 p-6 sm:p-8">
            <span className="grid size-11 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <ShieldCheck className="size-5" aria-hidden="true" />
            </span>
            <h2 className="text-xl font-bold text-fg">
              Signed in as {firstName(profile.data.fullName) || user.name}
            </h2>
            <p className="max-w-prose text-pretty text-muted">
              You are using the administrator account{' '}
              <strong className="break-all text-fg">{profile.data.email}</strong>. Every admin
              action is checked on the server and recorded in the audit trail.
            </p>
            <div>
              <Button asChild variant="outline">
                <Link to={paths.dashboard}>
                  <LayoutDashboard className="size-4" aria-hidden="true" />
                  Back to Dashboard
                </Link>
              </Button>
            </div>
          </Card>
        )}
      </div>
    </DashboardShell>
  );
}
