import { ShieldBan } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconHeading } from '../../ui/icon-badge';
import { MemberAvatar } from '../../ui/member-avatar';
import { Skeleton } from '../../ui/skeleton';
import { useBlockedMembers, useUnblockMember } from './api';

const blockedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Everyone this member blocked, each with Unblock (they may then be matched again). */
export function BlockedMembersCard() {
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  return (
    <Card className="flex flex-col gap-5 p-6">
      <IconHeading icon={ShieldBan} title="Blocked members">
        They cannot see you or reach you, and are never told they were blocked.
      </IconHeading>
      {blocked.isPending ? (
        <Skeleton className="h-16 rounded-control" />
      ) : blocked.isError ? (
        <p role="alert" className="text-sm text-danger-soft-foreground">
          Your blocked members could not be loaded. Please try again.
        </p>
      ) : blocked.data.blocked.length === 0 ? (
        <p className="text-sm text-muted">You have not blocked anyone.</p>
      ) : (
        <ul aria-label="Blocked members" className="flex flex-col divide-y divide-border">
          {blocked.data.blocked.map((m) => (
            <li key={m.userId} className="flex items-center gap-3 py-3">
              <MemberAvatar name={m.name} avatarUrl={m.avatarUrl} className="size-10" soft />
              <div className="mr-auto flex min-w-0 flex-col">
                <p className="truncate font-semibold text-fg">{m.name}</p>
                <p className="text-sm text-muted">Blocked {blockedOn(m.blockedAt)}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                loading={unblock.isPending && unblock.variables?.userId === m.userId}
                onClick={() => unblock.mutate({ userId: m.userId, name: m.name })}
                aria-label={`Unblock ${m.name}`}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
