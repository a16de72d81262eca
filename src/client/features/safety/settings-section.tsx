import type { ReactNode } from 'react';
import { BlockedMembersCard } from './blocked-members-card';
import { NotificationsCard } from './notifications-card';
import { PauseCard } from './pause-card';

/**
 * The dashboard's Settings section: pausing the profile, email choices, blocked members, and
 * what the page adds: `notifications` right after the email choices (the devices that get them),
 * `children` at the end (the member's own data: download, delete).
 */
export function SettingsSection({
  notifications,
  children,
}: {
  notifications?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="sr-only">Settings</h1>
      <PauseCard />
      <NotificationsCard />
      {notifications}
      <BlockedMembersCard />
      {children}
    </div>
  );
}
