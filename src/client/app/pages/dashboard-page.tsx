import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DashboardHome, DashboardShell, memberNav } from '../../features/dashboard';
import { ThemeToggle } from '../../features/theme';
import { sessionQuery } from '../../lib/auth-client';
import { Spinner } from '../../ui/spinner';

/**
 * /user and /app (SPEC 2 Dashboard shell). ?section= picks a section once sections beyond the
 * home view exist; until then every value, 'reports' included, shows home.
 */
export default function DashboardPage() {
  const { data: user } = useQuery(sessionQuery);

  useEffect(() => {
    document.title = 'Dashboard · Right One';
  }, []);

  // The route loader already required a session; this only covers the moment after logout clears the cache.
  if (!user) {
    return (
      <div className="grid min-h-dvh place-items-center text-muted">
        <Spinner className="size-6" label="Loading" />
      </div>
    );
  }

  return (
    <DashboardShell
      user={user}
      area="member"
      nav={memberNav}
      activeId="home"
      title="Dashboard"
      themeToggle={<ThemeToggle />}
    >
      <DashboardHome fallbackName={user.name} />
    </DashboardShell>
  );
}
