import type { HTMLAttributes } from 'react';
import { cn } from './class-names';

type DivProps = HTMLAttributes<HTMLDivElement>;

/** A raised surface with the card radius and a soft shadow. */
export function Card({ className, ...props }: DivProps) {
  return (
    <div
      className={cn('rounded-card border border-border bg-surface text-fg shadow-soft', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('flex flex-col gap-1.5 p-6 pb-0', className)} {...props} />;
}

/** A div styled as a heading; pass `role="heading" aria-level` or wrap an <h2>/<h3> when it is one. */
export function CardTitle({ className, ...props }: DivProps) {
  return <div className={cn('text-lg leading-snug font-bold text-fg', className)} {...props} />;
}

export function CardDescription({ className, ...props }: DivProps) {
  return <div className={cn('text-sm text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('p-6', className)} {...props} />;
}
