import { RefreshCw } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { AdminTabHeader } from '../tab-header';
import { useModerationQueue } from './api';
import { ReportCard } from './report-card';
import { openReportsText } from './report-text';

/** The admin panel's Reports tab: the moderation queue, oldest report first. */
export function AbuseReportsTab() {
  const queue = useModerationQueue();
  const reports = queue.data?.reports ?? [];
  const total = queue.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <AdminTabHeader title="Reports">
        <Button variant="outline" onClick={() => void queue.refetch()} loading={queue.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </AdminTabHeader>
      {queue.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">Loading reports...</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-64 rounded-card" />
          ))}
        </div>
      ) : queue.isError ? (
        <Card role="alert" className="p-4 text-danger-soft-foreground">
          Failed to load reports: {queue.error.message}
        </Card>
      ) : reports.length === 0 ? (
        <Card className="p-6 text-center text-muted">
          No open reports. Everything has been reviewed.
        </Card>
      ) : (
        <>
          <p className="text-muted">
            {openReportsText(total)}
            {/* The server lists 50 at a time; deciding them brings the next ones. */}
            {total > reports.length && ` · showing the oldest ${reports.length}`}
          </p>
          <ul aria-label="Open reports" className="flex flex-col gap-4">
            {reports.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
