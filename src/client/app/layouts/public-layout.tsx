import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { PublicShell } from '../../features/landing';
import { ThemeToggle } from '../../features/theme';
import { sessionQuery } from '../../lib/session';

/**
 * The route-level layout of the public pages (landing, quiz, legal pages, ...): the site header
 * with the theme toggle, the main landmark and the footer, around whichever page is open.
 */
export default function PublicLayout() {
  const { data: user } = useQuery(sessionQuery);
  return (
    <PublicShell user={user ?? null} themeToggle={<ThemeToggle />}>
      <Outlet />
    </PublicShell>
  );
}
