import { useQuery } from '@tanstack/react-query';
import { HandHeart } from 'lucide-react';
import { paths } from '#shared/page-urls';
import { StaffTwoFactorGate } from '../../features/account';
import { ConciergeThread } from '../../features/chats';
import { ConciergeWorkspace } from '../../features/concierge';
import { DashboardShell } from '../../features/dashboard';
import { ThemeToggle } from '../../features/theme';
import { usePageTitle } from '../../lib/page-title';
import { sessionQuery } from '../../lib/session';
import { PageSpinner } from '../../ui/page-spinner';

const NAV = [{ id: 'members', label: 'Your members', to: paths.concierge, icon: HandHeart }];

/**
 * /concierge (concierges only; the route guard checks, and the server checks every call): the
 * members assigned to them, each with their conversation, past dates and what they share. The
 * conversation is the chats feature's, handed to the workspace here.
 */
export default function ConciergePage() {
  const { data: user } = useQuery(sessionQuery);
  usePageTitle('Your members · Concierge · Right One');
  if (!user) return <PageSpinner />;
  return (
    <DashboardShell
      user={user}
      area="admin"
      nav={NAV}
      activeId="members"
      title="Concierge"
      actions={<ThemeToggle />}
    >
      <StaffTwoFactorGate>
        <ConciergeWorkspace Thread={ConciergeThread} />
      </StaffTwoFactorGate>
    </DashboardShell>
  );
}
