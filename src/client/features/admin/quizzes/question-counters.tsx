import type { QuestionCounts } from '#shared/contracts/admin-quizzes';
import { Card } from '../../../ui/card';

const COUNTERS = [
  ['total', 'Total Questions'],
  ['blueprint', 'Blueprint Questions'],
  ['emotional', 'Emotional Questions'],
] as const;

/** The three counters; each bar shows its share of all active questions. */
export function QuestionCounters({ counts }: { counts: QuestionCounts }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {COUNTERS.map(([key, label]) => {
        const percent = counts.total ? Math.round((counts[key] / counts.total) * 100) : 0;
        return (
          <Card key={key} className="flex flex-col gap-2 p-4">
            <p className="text-sm text-muted">{label}</p>
            <p className="text-2xl font-bold text-fg">{counts[key]}</p>
            <div
              role="progressbar"
              aria-label={label}
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2 overflow-hidden rounded-full bg-surface-muted"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
          </Card>
        );
      })}
    </div>
  );
}
