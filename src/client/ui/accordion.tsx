import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './class-names';

interface AccordionProps {
  children: ReactNode;
  className?: string;
}

/**
 * Native <details> items sharing one `name`: the browser keeps one open at a time (opening one
 * closes the other; the open one can close) with no script, which keeps the landing page light.
 */
export function Accordion({ children, className }: AccordionProps) {
  return (
    <div
      className={cn(
        'divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-soft',
        className,
      )}
    >
      {children}
    </div>
  );
}

interface AccordionItemProps {
  /** The same for every item of one accordion: at most one item of a group is open. */
  group: string;
  /** The question / heading text, rendered as an <h3> inside the summary. */
  title: ReactNode;
  children: ReactNode;
}

export function AccordionItem({ group, title, children }: AccordionItemProps) {
  return (
    <details name={group} className="group">
      <summary
        className={cn(
          'flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left sm:px-6 [&::-webkit-details-marker]:hidden',
          'transition-colors duration-150 hover:bg-surface-muted/60 focus-visible:-outline-offset-2',
        )}
      >
        <h3 className="text-base font-bold text-fg">{title}</h3>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="px-5 pb-5 leading-relaxed text-muted sm:px-6">{children}</div>
    </details>
  );
}
