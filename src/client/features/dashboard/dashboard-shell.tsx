import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '../../lib/auth-client';
import type { ShellNavItem } from './nav-items';
import { RoleBadge } from './role-badge';
import { Sidebar, SIDEBAR_ID } from './sidebar';
import { useSignOut } from './api';
import { UserMenu } from './user-menu';

interface DashboardShellProps {
  user: SessionUser;
  area: 'member' | 'admin';
  nav: ShellNavItem[];
  activeId: string;
  /** Shown in the header next to the menu button. */
  title: string;
  /** Header controls the page brings (the theme toggle, the chat-requests bell). */
  actions?: ReactNode;
  /** Shows 'Edit Profile' in the account menu; the layout owns the editor dialog. */
  onEditProfile?: () => void;
  children: ReactNode;
}

/**
 * The signed-in frame (docs/product-rules.md §2 Dashboard shell): sidebar, header with role badge and account
 * menu. Under 768 px the sidebar is a drawer behind a menu button and closes after navigating.
 */
export function DashboardShell({
  user,
  area,
  nav,
  activeId,
  title,
  actions,
  onEditProfile,
  children,
}: DashboardShellProps) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation (a link, back/forward) closes the drawer: adjust state while rendering.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    document.querySelector<HTMLElement>(`#${SIDEBAR_ID} a`)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="min-h-dvh bg-bg md:flex">
      <Sidebar
        items={nav}
        activeId={activeId}
        open={open}
        onNavigate={() => setOpen(false)}
        onLogout={() => signOut.mutate()}
        loggingOut={signOut.isPending}
      />
      {open && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-overlay md:hidden"
          onClick={() => setOpen(false)}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border bg-bg/85 px-3 backdrop-blur-md sm:px-6">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
            className="grid size-10 cursor-pointer place-items-center rounded-full text-fg transition-colors duration-150 hover:bg-surface-muted md:hidden"
          >
            {open ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
          <p className="mr-auto truncate text-base font-bold text-fg">{title}</p>
          {actions}
          {/* On a phone the title needs the room: the account menu shows the role instead. */}
          <span className="hidden sm:flex">
            <RoleBadge role={user.role} />
          </span>
          <UserMenu
            user={user}
            area={area}
            onLogout={() => signOut.mutate()}
            onEditProfile={onEditProfile}
          />
        </header>
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
