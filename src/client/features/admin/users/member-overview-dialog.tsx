import type { DirectoryUser } from '#shared/contracts/admin';
import { DialogContent } from '../../../ui/dialog';
import { useMemberOverview } from './api';
import { AuditTrail } from './audit-trail';
import { LoadFailed, LoadingBlocks } from './load-states';
import { MemberPurchases } from './member-purchases';
import { OverviewCards } from './overview-cards';

/** 'View Profile', inside an open Dialog: the four cards, the purchases, then the audit trail. */
export function MemberOverviewDialog({ user }: { user: DirectoryUser }) {
  const overview = useMemberOverview(user.id);
  return (
    <DialogContent
      title="User Profile"
      description={`Profile, account, billing and activity for ${user.fullName}.`}
      className="sm:max-w-3xl"
    >
      {overview.isPending ? (
        <LoadingBlocks count={4} className="h-56" gridClassName="md:grid-cols-2" />
      ) : overview.isError ? (
        <LoadFailed onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : (
        <div className="flex flex-col gap-6">
          <OverviewCards member={overview.data} />
          <MemberPurchases userId={user.id} />
          <AuditTrail entries={overview.data.audit} />
        </div>
      )}
    </DialogContent>
  );
}
