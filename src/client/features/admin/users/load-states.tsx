import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { cn } from '../../../ui/class-names';

/** Placeholder blocks shaped like what is loading, with a status line for screen readers. */
export function LoadingBlocks({
  count,
  className,
  gridClassName,
}: {
  count: number;
  className: string;
  gridClassName: string;
}) {
  return (
    <div role="status" className={cn('grid gap-4', gridClassName)}>
      <span className="sr-only">Loading profile...</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={cn('w-full', className)} />
      ))}
    </div>
  );
}

/** The profile could not be loaded: say so, and offer another try. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="text-danger">
        Failed to load the profile. Please try again.
      </p>
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
