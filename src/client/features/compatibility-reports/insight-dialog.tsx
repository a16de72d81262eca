import type { ReportKind } from '../../../shared/domain/report-unlock';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { REPORT_INFO } from './report-kinds';
import { ReportMarkdown } from './report-markdown';

interface InsightDialogProps {
  kind: ReportKind;
  /** The report's markdown; only viewable cards carry it. */
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One Blueprint report, set as an article (SPEC section 2: one insight dialog per report). */
export function InsightDialog({ kind, text, open, onOpenChange }: InsightDialogProps) {
  const info = REPORT_INFO[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={info.title} description={info.summary} className="sm:max-w-2xl sm:p-8">
        <ReportMarkdown text={text} emptyText="No insight data available." />
        <div className="mt-6 flex justify-end border-t border-border pt-4">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
