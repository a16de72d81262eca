import { QueueTab } from '../queue-tab';
import { useModerationQueue } from './api';
import { ReportCard } from './report-card';
import { openReportsText } from './report-text';

/** The admin panel's Reports tab: the moderation queue, oldest report first. */
export function AbuseReportsTab() {
  return (
    <QueueTab
      title="Reports"
      query={useModerationQueue()}
      noun="reports"
      isEmpty={({ reports }) => reports.length === 0}
      empty="No open reports. Everything has been reviewed."
    >
      {({ reports, total }) => (
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
    </QueueTab>
  );
}
