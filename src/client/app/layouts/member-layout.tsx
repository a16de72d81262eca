import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { planIncludesChat } from '#shared/domain/accounts';
import { useUnreadChats } from '../../features/chats';
import {
  DashboardShell,
  developerNavItem,
  memberNav,
  SECTION_TITLES,
  useOwnProfile,
  type DashboardSection,
} from '../../features/dashboard';
import { RequestsBell } from '../../features/matching';
import { MemberSafetyMenu } from '../../features/safety';
import { ProfileEditorDialog, useRememberTimeZone } from '../../features/profiles';
import { ThemeToggle } from '../../features/theme';
import { useDemoWorld } from '../../lib/demo-mode';
import { sessionQuery, type SessionUser } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';
import { PageSpinner } from '../../ui/page-spinner';

interface MemberLayoutProps {
  section: DashboardSection;
  /** The document title when it differs from the section's. */
  title?: string;
  /** The page's content; `editProfile` opens the one profile editor this layout mounts. */
  children: (user: SessionUser, actions: { editProfile: () => void }) => ReactNode;
}

/** The signed-in frame for member pages (/user, /billing, /plan-payment, /plan-success). */
export function MemberLayout({ section, title, children }: MemberLayoutProps) {
  const { data: user } = useQuery(sessionQuery);
  const heading = SECTION_TITLES[section];
  const [editing, setEditing] = useState(false);
  const editProfile = () => setEditing(true);
  usePageTitle(`${title ?? heading} · Right One`);
  useRememberTimeZone();
  const unread = useUnreadChats(planIncludesChat(useOwnProfile().data?.plan));
  const demo = useDemoWorld();
  const nav = [...memberNav, ...(demo ? [developerNavItem] : [])].map((item) =>
    item.id === 'chat' ? { ...item, badge: unread } : item,
  );

  // The guard already required a session; this only covers the moment after logout clears it.
  if (!user) {
    return <PageSpinner />;
  }
  return (
    <DashboardShell
      user={user}
      area="member"
      nav={nav}
      activeId={section}
      title={heading}
      actions={
        <>
          <RequestsBell MemberMenu={MemberSafetyMenu} />
          <ThemeToggle />
        </>
      }
      onEditProfile={editProfile}
    >
      {children(user, { editProfile })}
      <ProfileEditorDialog open={editing} onOpenChange={setEditing} />
    </DashboardShell>
  );
}
