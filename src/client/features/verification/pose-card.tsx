import { RefreshCw } from 'lucide-react';
import { poseById } from '#shared/domain/verification-poses';
import { Button } from '../../ui/button';
import { PoseIcon } from '../../ui/pose-icon';
import { Skeleton } from '../../ui/skeleton';

interface PoseCardProps {
  poseId: string | null;
  /** Asks the server for another pose; `asking` while it answers. */
  onAnother: () => void;
  asking: boolean;
}

/** The pose to copy, large, with a way to get a different one. */
export function PoseCard({ poseId, onAnother, asking }: PoseCardProps) {
  const pose = poseId ? poseById(poseId) : undefined;
  if (!pose) return <Skeleton className="h-24 rounded-card" />;
  return (
    <div
      className="flex items-center gap-4 rounded-card bg-accent-soft p-4 text-accent-soft-foreground"
      aria-live="polite"
    >
      <span className="grid size-16 shrink-0 place-items-center rounded-full bg-surface text-accent-soft-foreground">
        <PoseIcon pose={pose.id} className="size-9" />
      </span>
      <div className="flex flex-1 flex-col items-start gap-1">
        <p className="text-xs font-bold tracking-wide uppercase">Your pose</p>
        <p className="text-lg font-bold">{pose.instruction}</p>
        <Button variant="ghost" size="sm" loading={asking} onClick={onAnother} className="-ml-3">
          <RefreshCw className="size-4" aria-hidden="true" />
          Another pose
        </Button>
      </div>
    </div>
  );
}
