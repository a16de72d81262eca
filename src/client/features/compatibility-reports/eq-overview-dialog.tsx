import { EQ_CATEGORIES, EQ_POINTS_PER_CATEGORY } from '#shared/domain/eq-scoring';
import type { EqResult } from '#shared/contracts/quizzes';
import { Badge } from '../../ui/badge';
import { ReportDialog } from './report-dialog';
import { formatDate } from './report-kinds';
import { ReportMarkdown } from './report-markdown';

const NO_EQ = 'No EQ results found. Please take the EQ assessment first.';

interface EqOverviewDialogProps {
  eq: EqResult | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function CategoryBars({ eq }: { eq: EqResult }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Scores by area">
      {EQ_CATEGORIES.map((category) => {
        const score = eq.categoryScores[category]?.score ?? 0;
        const percent = Math.round((score / EQ_POINTS_PER_CATEGORY) * 100);
        return (
          <li key={category} className="flex flex-col gap-1">
            <span className="flex justify-between gap-3 text-sm">
              <span className="font-semibold text-fg">{category}</span>
              <span className="text-muted tabular-nums">
                {score} / {EQ_POINTS_PER_CATEGORY}
              </span>
            </span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${percent}%` }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** EQ Overview (docs/product-rules.md §2): score, band, the five areas, the date and the full EQ report. */
export function EqOverviewDialog({ eq, open, onOpenChange }: EqOverviewDialogProps) {
  return (
    <ReportDialog
      title="EQ Overview"
      description={eq ? `Completed on ${formatDate(eq.completedAt)}` : undefined}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Close Overview"
    >
      {eq ? (
        <div className="flex flex-col gap-6 py-2">
          <div className="grid gap-5 rounded-card bg-surface-muted p-5 sm:grid-cols-[auto_1fr] sm:gap-8">
            <div className="flex flex-col gap-2">
              <p className="text-sm font-semibold text-muted">Your EQ score</p>
              <p className="text-fg">
                <span className="text-4xl font-bold tabular-nums">{eq.score}</span>
                <span className="text-muted"> / {eq.maxScore}</span>
              </p>
              <Badge variant="accent" className="self-start">
                {eq.band}
              </Badge>
              <p className="text-sm text-muted">
                Your style: <span className="font-semibold text-fg">{eq.emotionalType}</span>
              </p>
            </div>
            <CategoryBars eq={eq} />
          </div>
          <ReportMarkdown text={eq.report} emptyText={NO_EQ} />
        </div>
      ) : (
        <p className="py-2 text-muted">{NO_EQ}</p>
      )}
    </ReportDialog>
  );
}
