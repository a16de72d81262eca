import type { ReportKind } from '#shared/domain/report-unlock';
import { ReportDialog } from './report-dialog';
import { REPORT_INFO } from './report-kinds';
import { ReportMarkdown } from './report-markdown';

interface InsightDialogProps {
  kind: ReportKind;
  /** The report's markdown; only viewable cards carry it. */
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One Blueprint report, set as an article (docs/product-rules.md §2: one insight dialog per report). */
export function InsightDialog({ kind, text, open, onOpenChange }: InsightDialogProps) {
  const info = REPORT_INFO[kind];
  return (
    <ReportDialog
      title={info.title}
      description={info.summary}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Close Report"
    >
      <ReportMarkdown text={text} emptyText="No insight data available." className="py-2" />
    </ReportDialog>
  );
}
