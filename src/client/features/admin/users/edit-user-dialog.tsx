import { useState } from 'react';
import type { DirectoryUser } from '#shared/contracts/admin';
import { DialogContent } from '../../../ui/dialog';
import { useMemberOverview } from './api';
import { EditUserForm } from './edit-user-form';
import { LoadFailed, LoadingBlocks } from './load-states';

/** 'Edit User', inside an open Dialog: the form appears once the member's details are in. */
export function EditUserDialog({ user, onDone }: { user: DirectoryUser; onDone: () => void }) {
  const overview = useMemberOverview(user.id);
  // A form filled from a cached copy could undo a change made since, so it waits for data
  // fetched after the dialog opened; later refreshes (after saving) leave it in place.
  const [openedAt] = useState(() => Date.now());
  const fresh = overview.isSuccess && overview.dataUpdatedAt >= openedAt;
  return (
    <DialogContent
      title="Edit User"
      description={`Update ${user.fullName}'s profile and account details.`}
      className="sm:max-w-2xl"
    >
      {fresh ? (
        <EditUserForm member={overview.data} onDone={onDone} />
      ) : overview.isError ? (
        <LoadFailed onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <LoadingBlocks count={8} className="h-16" gridClassName="sm:grid-cols-2" />
      )}
    </DialogContent>
  );
}
