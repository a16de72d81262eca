import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../lib/auth-client';
import { Button } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { paths } from '#shared/page-urls';

interface SiteHeaderProps {
  /** The live session (null when logged out); decides Login vs Dashboard / Admin Panel. */
  user: SessionUser | null;
  /** Usually <ThemeToggle />; passed in because features do not import each other. */
  themeToggle?: ReactNode;
}

/**
 * Public header (docs/product-rules.md §2, Landing): logo, 'Take the Quiz', and Login or Dashboard (+ Admin Panel
 * for admins). On phones the links move to a second row so every button stays a full tap target.
 */
export function SiteHeader({ user, themeToggle }: SiteHeaderProps) {
  return (
    <header className="border-b border-border/70 bg-bg/85 backdrop-blur-md supports-[backdrop-filter]:bg-bg/70">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          to={paths.home}
          className="order-1 mr-auto rounded-control"
          aria-label="Right One home"
        >
          <Logo />
        </Link>
        <div className="order-2 sm:order-3">{themeToggle}</div>
        <nav
          aria-label="Main"
          className="order-3 flex basis-full items-center gap-2 sm:order-2 sm:basis-auto"
        >
          {user ? (
            <>
              {user.role === 'admin' && (
                <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
                  <Link to={paths.admin}>Admin Panel</Link>
                </Button>
              )}
              <Button asChild variant="ghost" size="sm" className="flex-1 sm:flex-none">
                <Link to={paths.dashboard}>Dashboard</Link>
              </Button>
            </>
          ) : (
            <Button asChild variant="ghost" size="sm" className="flex-1 sm:flex-none">
              <Link to={paths.login}>Login</Link>
            </Button>
          )}
          <Button asChild size="sm" className="flex-1 sm:flex-none">
            <Link to={paths.quiz}>Take the Quiz</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
