import { LifeBuoy, LogOut, X } from 'lucide-react';
import { Link } from 'react-router';
import { badgeCount } from '../../ui/badge-count';
import { cn } from '../../ui/class-names';
import { Logo } from '../../ui/logo';
import { paths } from '#shared/page-urls';
import { Spinner } from '../../ui/spinner';
import type { ShellNavItem } from './nav-items';

export const SIDEBAR_ID = 'dashboard-sidebar';

interface SidebarProps {
  items: ShellNavItem[];
  activeId: string;
  /** Phones: whether the drawer is shown. From 768 px up the sidebar is always there. */
  open: boolean;
  /** Called after a link is followed or the drawer's close button is pressed. */
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

const entry =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-control px-3 text-[0.95rem] font-semibold transition-colors duration-150 [&_svg]:size-5 [&_svg]:shrink-0';

/** The dashboard's navigation column: logo (to /), the sections that exist, Help and Logout. */
export function Sidebar({ items, activeId, open, onNavigate, onLogout, loggingOut }: SidebarProps) {
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Dashboard"
      className={cn(
        'fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] flex-col border-r border-border bg-surface shadow-lifted md:sticky md:top-0 md:z-auto md:flex md:h-dvh md:w-64 md:shadow-none',
        open ? 'flex animate-fade-in' : 'hidden',
      )}
    >
      <div className="flex h-16 items-center justify-between px-5">
        <Link
          to={paths.home}
          className="rounded-control"
          aria-label="Right One home"
          onClick={onNavigate}
        >
          <Logo />
        </Link>
        <button
          type="button"
          aria-label="Close menu"
          onClick={onNavigate}
          className="-mr-2 grid size-10 cursor-pointer place-items-center rounded-full text-muted transition-colors duration-150 hover:bg-surface-muted hover:text-fg md:hidden"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Sections" className="flex flex-1 flex-col gap-1 px-3 py-4">
        {items.map(({ id, label, to, icon: Icon, badge }) => {
          const active = id === activeId;
          return (
            <Link
              key={id}
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                entry,
                active
                  ? 'bg-primary-soft text-primary-soft-foreground'
                  : 'text-muted hover:bg-surface-muted hover:text-fg',
              )}
            >
              <Icon aria-hidden="true" />
              {label}
              {badge ? (
                <span className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
                  {badgeCount(badge)}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
      <div className="flex flex-col gap-1 border-t border-border px-3 py-4">
        <Link
          to={paths.help}
          onClick={onNavigate}
          className={cn(entry, 'text-muted hover:bg-surface-muted hover:text-fg')}
        >
          <LifeBuoy aria-hidden="true" />
          Help & Contact
        </Link>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className={cn(
            entry,
            'text-muted hover:bg-surface-muted hover:text-fg disabled:opacity-55',
          )}
        >
          {loggingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          Logout
        </button>
      </div>
    </aside>
  );
}
