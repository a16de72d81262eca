import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportsResponse } from '#shared/contracts/compatibility-reports';
import { dashboardSection } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { reportsQuery } from './api';
import { NoBlueprint } from './no-blueprint';
import { ReportDialog } from './report-dialog';
import { REPORT_INFO, reportStatusLabel } from './report-kinds';
import { ReportMarkdown } from './report-markdown';
import { ReportsError } from './reports-status';

const EMPTY = 'No insight data available.';

/**
 * One report under its name. The name is set small, as an eyebrow: the report text opens with its
 * own headline, and two large titles one above the other would read as two reports.
 */
function InsightSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 border-t border-border pt-6 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="text-sm font-bold tracking-wide text-primary uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The Blueprint report, then the four reports in the order they unlock: text, or when it will be. */
function AllInsights({ data }: { data: ReportsResponse }) {
  const report = data.blueprint?.report ?? '';
  return (
    <div className="flex flex-col gap-10 py-4">
      {!data.premium && (
        <p className="rounded-card bg-primary-soft p-4 text-primary-soft-foreground">
          Your Blueprint is complete. Premium opens the full report and the four insights below.
        </p>
      )}
      {report.trim() && (
        <InsightSection id="insights-blueprint" title="Personal Relationship Blueprint">
          <ReportMarkdown text={report} emptyText={EMPTY} topLevel={4} />
        </InsightSection>
      )}
      {data.cards.map((card) => (
        <InsightSection
          key={card.kind}
          id={`insights-${card.kind}`}
          title={REPORT_INFO[card.kind].title}
        >
          {card.state === 'viewable' ? (
            <ReportMarkdown text={card.text} emptyText={EMPTY} topLevel={4} />
          ) : (
            <p className="flex items-center gap-2 text-muted">
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {reportStatusLabel(card)}
            </p>
          )}
        </InsightSection>
      ))}
    </div>
  );
}

interface CompleteInsightsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Complete insights (docs/product-rules.md §2 Dashboard home): every report the member has, in one
 * place, set as the reports page sets them. Read from the reports endpoint only once it opens.
 */
export function CompleteInsightsDialog({ open, onOpenChange }: CompleteInsightsDialogProps) {
  const reports = useQuery({ ...reportsQuery, enabled: open });
  const { data } = reports;
  return (
    <ReportDialog
      title="Your Complete Insights"
      description="Your Blueprint and its reports, all in one place."
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Close Report"
    >
      {data?.blueprint ? (
        <AllInsights data={data} />
      ) : data ? (
        <NoBlueprint>
          <Button asChild>
            {/* The quizzes are taken in Reports & Quizzes, where their results are kept. */}
            <Link to={dashboardSection('reports')}>Take the Blueprint Quiz</Link>
          </Button>
        </NoBlueprint>
      ) : reports.isError ? (
        <ReportsError
          message={reports.error.message}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : (
        <p role="status" className="py-4 text-muted">
          Loading your insights...
        </p>
      )}
    </ReportDialog>
  );
}
