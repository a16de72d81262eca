import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ReportsSection } from '../../features/compatibility-reports';
import {
  DashboardHome,
  DashboardShell,
  memberNav,
  SECTION_TITLES,
  sectionFrom,
} from '../../features/dashboard';
import { MemberQuizDialog } from '../../features/quizzes';
import { ThemeToggle } from '../../features/theme';
import { sessionQuery } from '../../lib/auth-client';
import { Spinner } from '../../ui/spinner';

/**
 * /user and /app (SPEC 2 Dashboard shell). ?section=reports opens 'Reports & Quizzes'; any other
 * value shows the home view. The page composes the features: the reports section gets the
 * quizzes feature's dialog for taking and retaking both quizzes.
 */
export default function DashboardPage() {
  const { data: user } = useQuery(sessionQuery);
  const [params] = useSearchParams();
  const section = sectionFrom(params);
  const title = SECTION_TITLES[section];

  useEffect(() => {
    document.title = `${title} · Right One`;
  }, [title]);

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
      activeId={section}
      title={title}
      themeToggle={<ThemeToggle />}
    >
      {section === 'reports' ? (
        <ReportsSection user={user} QuizDialog={MemberQuizDialog} />
      ) : (
        <DashboardHome fallbackName={user.name} />
      )}
    </DashboardShell>
  );
}
