import { cn } from './class-names';

interface SpinnerProps {
  className?: string;
  /** When given, the spinner announces itself (role="status"); without it, it is decorative. */
  label?: string;
}

/** A small ring that spins; sized with text (1em) unless a size class is passed. */
export function Spinner({ className, label }: SpinnerProps) {
  const ring = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={cn('size-[1em] shrink-0 animate-spin', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
