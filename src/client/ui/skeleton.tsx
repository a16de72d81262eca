import type { HTMLAttributes } from 'react';
import { cn } from './class-names';

/** A placeholder block shown while content loads; size it with classes (h-4 w-32, ...). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-control bg-surface-muted', className)}
      {...props}
    />
  );
}
