import {
  categoryLevel,
  EQ_CATEGORIES,
  EQ_POINTS_PER_CATEGORY,
  type CategoryLevel,
  type EqCategory,
} from '#shared/domain/eq-scoring';
import { cn } from '../../ui/class-names';

const LEVEL_TEXT: Record<CategoryLevel, string> = {
  strong: 'A clear strength',
  good: 'Solid ground',
  developing: 'Room to grow',
};

/** The five EQ areas, each out of 25 (five questions), with docs/product-rules.md §9's 80% / 60% description. */
export function CategoryBars({
  scores,
  className,
}: {
  scores: Partial<Record<EqCategory, number>>;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-col gap-4', className)}>
      {EQ_CATEGORIES.map((category) => {
        const score = scores[category];
        if (score === undefined) return null;
        const level = categoryLevel(score);
        const percent = Math.round((score / EQ_POINTS_PER_CATEGORY) * 100);
        return (
          <li key={category} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span>
                <span className="font-bold text-fg">{category}</span>
                <span className="text-muted"> · {LEVEL_TEXT[level]}</span>
              </span>
              <span className="shrink-0 whitespace-nowrap text-muted tabular-nums">
                <span className="font-semibold text-fg">{score}</span> / {EQ_POINTS_PER_CATEGORY}
              </span>
            </div>
            <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-surface-muted">
              <div
                className={cn(
                  'h-full rounded-full',
                  level === 'developing'
                    ? 'bg-muted/60'
                    : level === 'good'
                      ? 'bg-primary/70'
                      : 'bg-accent',
                )}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
