import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminTabFrom } from '#shared/page-urls';
import { StaffTwoFactorGate } from '../../features/account';
import { ADMIN_TAB_ENTRIES, AdminHeaderSearch } from '../../features/admin';
import { DashboardShell, useOwnProfile } from '../../features/dashboard';
import { ThemeToggle } from '../../features/theme';
import { usePageTitle } from '../../lib/page-title';
import { sessionQuery } from '../../lib/session';
import { PageSpinner } from '../../ui/page-spinner';
import { Spinner } from '../../ui/spinner';

/**
 * /admin (admins only; the route guard checks, and the server checks every admin call). The tab
 * is in the URL (`?tab=quizzes`, `?tab=ai-trainers`; users by default), so a reload keeps it.
 */
export default function AdminPage() {
  const { data: user } = useQuery(sessionQuery);
  const profile = useOwnProfile();
  const [params] = useSearchParams();
  const tab = ADMIN_TAB_ENTRIES.find((t) => t.id === adminTabFrom(params))!;
  usePageTitle(`${tab.label} · Admin Panel · Right One`);

  if (!user) return <PageSpinner />;
  return (
    <DashboardShell
      user={user}
      area="admin"
      nav={ADMIN_TAB_ENTRIES}
      activeId={tab.id}
      title="Admin Panel"
      actions={
        <>
          <AdminHeaderSearch />
          <ThemeToggle />
        </>
      }
    >
      {profile.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Loading admin data...
        </p>
      ) : profile.isError ? (
        <div
          role="alert"
          className="rounded-control border border-danger/40 bg-danger-soft p-4 text-sm text-danger-soft-foreground"
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
        <StaffTwoFactorGate>
          {/* A header search starts the directory afresh on its text (page 1). */}
          <tab.Component key={params.get('q') ?? ''} />
        </StaffTwoFactorGate>
      )}
    </DashboardShell>
  );
}
