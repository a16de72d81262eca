import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';

/** The section's shape while /api/reports loads: intro, two result cards, four report cards. */
export function ReportsSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your reports...
      </p>
      <Skeleton className="h-48 w-full rounded-card" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-40" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-44 rounded-card" />
          <Skeleton className="h-44 rounded-card" />
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-52 rounded-card" />
          ))}
        </div>
      </div>
    </div>
  );
}

interface ReportsErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load: what happened and what to do next. */
export function ReportsError({ message, onRetry, retrying }: ReportsErrorProps) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 p-6">
      <p className="font-bold text-fg">We could not load your reports just now.</p>
      <p className="text-sm text-muted">{message}</p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Card>
  );
}
