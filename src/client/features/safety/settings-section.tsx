import { BlockedMembersCard } from './blocked-members-card';
import { PauseCard } from './pause-card';

/** The dashboard's Settings section: pausing the profile, and the members this member blocked. */
export function SettingsSection() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="sr-only">Settings</h1>
      <PauseCard />
      <BlockedMembersCard />
    </div>
  );
}
