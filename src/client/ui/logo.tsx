import { BRAND } from '#shared/brand';
import { cn } from './class-names';

interface LogoProps {
  className?: string;
}

/**
 * The mark (two overlapping rings forming a heart-shaped centre) and the wordmark.
 * Colours come from tokens, so it follows the theme. Wrap it in a link where it navigates.
 */
export function Logo({ className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-fg', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-primary" />
        <circle
          cx="12.5"
          cy="15"
          r="6"
          fill="none"
          strokeWidth="2.2"
          className="stroke-primary-foreground"
        />
        <circle
          cx="19.5"
          cy="15"
          r="6"
          fill="none"
          strokeWidth="2.2"
          className="stroke-primary-foreground"
          opacity="0.75"
        />
        <path d="M16 24.5l-1.6-1.5h3.2z" className="fill-primary-foreground" />
      </svg>
      <span className="font-display text-[1.3rem] leading-none font-semibold tracking-tight">
        {BRAND}
      </span>
    </span>
  );
}
