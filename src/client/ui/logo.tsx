import { BRAND } from '#shared/brand';
import { BRAND_MARK } from '#shared/brand-mark';
import { cn } from './class-names';

interface LogoProps {
  className?: string;
}

/**
 * The mark (two overlapping rings forming a heart-shaped centre) and the wordmark.
 * Colours come from tokens, so it follows the theme. Wrap it in a link where it navigates.
 */
export function Logo({ className }: LogoProps) {
  const { size, cornerRadius, strokeWidth, rings, point } = BRAND_MARK;
  return (
    <span className={cn('inline-flex items-center gap-2 text-fg', className)}>
      <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="size-8 shrink-0">
        <rect width={size} height={size} rx={cornerRadius} className="fill-primary" />
        {rings.map((ring) => (
          <circle
            key={ring.cx}
            cx={ring.cx}
            cy={ring.cy}
            r={ring.r}
            fill="none"
            strokeWidth={strokeWidth}
            className="stroke-primary-foreground"
            opacity={ring.opacity}
          />
        ))}
        <path d={point} className="fill-primary-foreground" />
      </svg>
      <span className="font-display text-[1.3rem] leading-none font-semibold tracking-tight">
        {BRAND}
      </span>
    </span>
  );
}
