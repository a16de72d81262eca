import { MemberAvatar } from '../../ui/member-avatar';
import { useQuery } from '@tanstack/react-query';
import {
  ChevronDown,
  HandHeart,
  LayoutDashboard,
  LogOut,
  MonitorSmartphone,
  Pencil,
  ShieldCheck,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../lib/auth-client';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { RoleBadge } from './role-badge';
import { SessionsDialog } from './sessions-dialog';
import { ownProfileQuery } from './api';
import { paths } from '#shared/page-urls';

interface UserMenuProps {
  user: SessionUser;
  /**
   * In the member dashboard admins get 'Admin Panel' and concierges 'Concierge workspace'; in a
   * staff area (admin, concierge) everyone gets 'Dashboard'.
   */
  area: 'member' | 'admin';
  onLogout: () => void;
  /** Opens the profile editor (mounted by the page's layout); without it the item is not shown. */
  onEditProfile?: () => void;
}

/** The header's account menu (docs/product-rules.md §2 Dashboard shell). */
export function UserMenu({ user, area, onLogout, onEditProfile }: UserMenuProps) {
  const navigate = useNavigate();
  // The photo comes from the profile (the session has none); the admin area does without it.
  const profile = useQuery({ ...ownProfileQuery, enabled: area === 'member' });
  const [devicesOpen, setDevicesOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Account menu for ${user.name}`}
          className="flex h-10 cursor-pointer items-center gap-2 rounded-full pr-2 pl-1 text-fg transition-colors duration-150 hover:bg-surface-muted"
        >
          <MemberAvatar
            name={user.name}
            avatarUrl={profile.data?.avatarUrl}
            className="size-8 text-sm"
          />
          <span className="hidden max-w-40 truncate text-sm font-semibold sm:inline">
            {user.name}
          </span>
          <ChevronDown className="size-4 text-muted" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel className="flex flex-col">
            <span className="text-sm text-fg">{user.name}</span>
            <span className="truncate font-normal">{user.email}</span>
            <span className="mt-1.5 flex sm:hidden">
              <RoleBadge role={user.role} />
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {onEditProfile && (
            <DropdownMenuItem onSelect={onEditProfile}>
              <Pencil aria-hidden="true" />
              Edit Profile
            </DropdownMenuItem>
          )}
          {area === 'member' && user.role === 'admin' && (
            <DropdownMenuItem onSelect={() => void navigate(paths.admin)}>
              <ShieldCheck aria-hidden="true" />
              Admin Panel
            </DropdownMenuItem>
          )}
          {area === 'member' && user.role === 'concierge' && (
            <DropdownMenuItem onSelect={() => void navigate(paths.concierge)}>
              <HandHeart aria-hidden="true" />
              Concierge workspace
            </DropdownMenuItem>
          )}
          {area === 'admin' && (
            <DropdownMenuItem onSelect={() => void navigate(paths.dashboard)}>
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setDevicesOpen(true)}>
            <MonitorSmartphone aria-hidden="true" />
            Signed-in devices
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onLogout}>
            <LogOut aria-hidden="true" />
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SessionsDialog open={devicesOpen} onOpenChange={setDevicesOpen} />
    </>
  );
}
