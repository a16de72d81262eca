import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from './class-names';

/** A native select (the best picker on phones), styled like our inputs; pass <option>s. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select({ className, children, ...props }, ref) {
    return (
      <div className="relative">
        <select
          ref={ref}
          className={cn(
            'h-11 w-full cursor-pointer appearance-none rounded-control border border-border bg-surface pr-10 pl-3 text-base text-fg',
            'transition-colors duration-150 hover:border-muted/50 focus-visible:border-ring',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    );
  },
);
