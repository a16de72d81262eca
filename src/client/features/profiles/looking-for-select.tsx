import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../ui/class-names';

const OPTIONS = [
  { value: 'casual', label: 'Casual' },
  { value: 'long-term', label: 'Long-term' },
  { value: 'friendship', label: 'Friendship' },
] as const;

/** A native select (the best picker on phones), styled like our inputs. */
export const LookingForSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement>
>(function LookingForSelect({ className, ...props }, ref) {
  return (
    <div className="relative">
      <select
        ref={ref}
        className={cn(
          'h-11 w-full cursor-pointer appearance-none rounded-control border border-border bg-surface pr-10 pl-3 text-base text-fg',
          'transition-colors duration-150 hover:border-muted/50 focus-visible:border-ring',
          'aria-invalid:border-danger',
          className,
        )}
        {...props}
      >
        <option value="">Choose one</option>
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
});
