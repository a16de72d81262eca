import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './class-names';

interface AccordionProps {
  children: ReactNode;
  className?: string;
  defaultValue?: string;
}

/** Single-open, collapsible accordion (opening one item closes the other; the open one can close). */
export function Accordion({ children, className, defaultValue }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      defaultValue={defaultValue}
      className={cn(
        'divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-soft',
        className,
      )}
    >
      {children}
    </AccordionPrimitive.Root>
  );
}

interface AccordionItemProps {
  value: string;
  /** The question / heading text; rendered inside an <h3> as Radix recommends. */
  title: ReactNode;
  children: ReactNode;
}

export function AccordionItem({ value, title, children }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item value={value}>
      <AccordionPrimitive.Header asChild>
        <h3>
          <AccordionPrimitive.Trigger
            className={cn(
              'group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-base font-bold text-fg sm:px-6',
              'transition-colors duration-150 hover:bg-surface-muted/60 focus-visible:-outline-offset-2',
            )}
          >
            {title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </AccordionPrimitive.Trigger>
        </h3>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
        <div className="px-5 pb-5 leading-relaxed text-muted sm:px-6">{children}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
