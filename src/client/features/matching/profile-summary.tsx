import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { ownProfileQuery } from '../../lib/own-profile';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { MemberAvatar } from '../../ui/member-avatar';
import { VerifiedBadge } from '../../ui/verified-badge';

/** The member's own card at the top of the Matches page (docs/product-rules.md §2). */
export function ProfileSummary({
  activeMatches,
  onEditProfile,
}: {
  activeMatches: number;
  onEditProfile?: () => void;
}) {
  const profile = useQuery(ownProfileQuery);
  if (!profile.data)
    return profile.isPending ? (
      <p className="text-muted" role="status">
        Loading profile...
      </p>
    ) : (
      <Skeleton className="h-28 rounded-card" />
    );
  const me = profile.data;
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5">
      <MemberAvatar name={me.fullName} avatarUrl={me.avatarUrl} className="size-16 text-2xl" soft />
      <div className="flex min-w-0 flex-1 basis-44 flex-col gap-0.5">
        <p className="flex min-w-0 items-center gap-2">
          <span className="truncate text-lg font-bold text-fg">{me.fullName}</span>
          {me.verified && <VerifiedBadge className="shrink-0" />}
        </p>
        <p className="text-sm text-muted">Emotional type: {me.emotionalType ?? 'Not Set'}</p>
        <p className="truncate text-sm text-muted">{me.email}</p>
      </div>
      <p className="text-center">
        <span className="block text-2xl font-bold text-fg tabular-nums">{activeMatches}</span>
        <span className="text-xs text-muted">active matches</span>
      </p>
      {onEditProfile && (
        <Button variant="outline" onClick={onEditProfile}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
      )}
    </Card>
  );
}
