import { OldestFirstList, QueueTab } from '../queue-tab';
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
        <OldestFirstList
          label="Open reports"
          summary={openReportsText(total)}
          items={reports}
          total={total}
        >
          {(r) => <ReportCard report={r} />}
        </OldestFirstList>
      )}
    </QueueTab>
  );
}
