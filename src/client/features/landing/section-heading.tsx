import type { ReactNode } from 'react';
import { cn } from '../../ui/class-names';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  className?: string;
}

/** Eyebrow + h2 + lead paragraph, centred; `id` goes on the h2 for aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, children, className }: SectionHeadingProps) {
  return (
    <div
      className={cn('mx-auto flex max-w-2xl flex-col items-center gap-3 text-center', className)}
    >
      <p className="text-sm font-bold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="font-display text-3xl leading-tight font-semibold text-balance text-fg sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="text-lg text-pretty text-muted">{children}</p>}
    </div>
  );
}
