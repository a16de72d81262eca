import { Check } from 'lucide-react';
import { cn } from './class-names';

interface CheckListProps {
  items: string[];
  /** Names the list for screen readers ('Premium includes'). */
  label: string;
  className?: string;
}

/** What an offer includes, each line after a tick. */
export function CheckList({ items, label, className }: CheckListProps) {
  return (
    <ul className={cn('flex flex-col gap-2.5', className)} aria-label={label}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5 text-[0.95rem] text-fg">
          <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <Check className="size-3.5" aria-hidden="true" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
