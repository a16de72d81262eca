import { PartyPopper } from 'lucide-react';
import type { ReportCard, ReportsResponse } from '#shared/contracts/compatibility-reports';
import { ReportDialog } from './report-dialog';
import { NoBlueprint } from './no-blueprint';
import { formatDate, REPORT_INFO, reportStatusLabel } from './report-kinds';
import { ReportMarkdown } from './report-markdown';

interface BlueprintDialogProps {
  blueprint: ReportsResponse['blueprint'];
  cards: ReportCard[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Congratulations({ cards, completedAt }: { cards: ReportCard[]; completedAt: string }) {
  return (
    <div className="rounded-card bg-accent-soft p-5 text-accent-soft-foreground">
      <p className="flex items-center gap-2 font-bold">
        <PartyPopper className="size-5 shrink-0" aria-hidden="true" />
        Congratulations! Your Blueprint is complete.
      </p>
      <p className="mt-1 text-sm">
        Completed on {formatDate(completedAt)}. It comes with four reports of its own:
      </p>
      <ul className="mt-3 flex flex-col gap-1.5 text-sm">
        {cards.map((card) => (
          <li key={card.kind} className="flex flex-col sm:flex-row sm:justify-between sm:gap-3">
            <span className="font-semibold">{REPORT_INFO[card.kind].title}</span>
            <span>{reportStatusLabel(card)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Personal Relationship Blueprint (docs/product-rules.md §2): the congratulations panel and the report. */
export function BlueprintDialog({ blueprint, cards, open, onOpenChange }: BlueprintDialogProps) {
  const report = blueprint?.report ?? '';
  return (
    <ReportDialog
      title="Personal Relationship Blueprint"
      open={open}
      onOpenChange={onOpenChange}
      closeLabel="Close Report"
    >
      {blueprint && report.trim() ? (
        <div className="flex flex-col gap-6 py-2">
          <Congratulations cards={cards} completedAt={blueprint.completedAt} />
          <ReportMarkdown text={report} emptyText="No insight data available." />
        </div>
      ) : (
        <NoBlueprint />
      )}
    </ReportDialog>
  );
}
