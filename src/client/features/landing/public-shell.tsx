import type { ReactNode } from 'react';
import type { SessionUser } from '../../lib/auth-client';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PublicShellProps {
  user: SessionUser | null;
  themeToggle?: ReactNode;
  children: ReactNode;
}

/** Header, main landmark and footer shared by the public pages, with a skip link first. */
export function PublicShell({ user, themeToggle, children }: PublicShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader user={user} themeToggle={themeToggle} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
