import { BlockedMembersCard } from './blocked-members-card';

/** The dashboard's Settings section: the members this member blocked, with Unblock. */
export function SettingsSection() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="sr-only">Settings</h1>
      <BlockedMembersCard />
    </div>
  );
}
