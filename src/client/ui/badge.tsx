import type { HTMLAttributes } from 'react';
import { cn } from './class-names';

export type BadgeVariant = 'neutral' | 'primary' | 'accent' | 'warning';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-surface-muted text-muted border-border',
  primary: 'bg-primary-soft text-primary-soft-foreground border-transparent',
  accent: 'bg-accent-soft text-accent-soft-foreground border-transparent',
  warning: 'bg-warning-soft text-warning-soft-foreground border-transparent',
};

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

/** A small pill for status and tags (plan, role, 'New Match', ...). */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
