import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './class-names';

/** Circle diameter in Tailwind spacing units; the icon is sized to suit (about half of it). */
export type IconBadgeSize = 10 | 11 | 12 | 14;

// Whole class names, so Tailwind's scanner sees every one of them.
const sizes: Record<IconBadgeSize, { circle: string; icon: string }> = {
  10: { circle: 'size-10', icon: 'size-5' },
  11: { circle: 'size-11', icon: 'size-5' },
  12: { circle: 'size-12', icon: 'size-6' },
  14: { circle: 'size-14', icon: 'size-7' },
};

interface IconBadgeProps {
  icon: LucideIcon;
  size: IconBadgeSize;
  /** Extra layout classes (margins, shrink-0); do not pass size or colour utilities. */
  className?: string;
}

/** A decorative icon in a soft accent circle, heading a card, a panel or a dialog. */
export function IconBadge({ icon: Icon, size, className }: IconBadgeProps) {
  return (
    <span
      className={cn(
        'grid',
        sizes[size].circle,
        'place-items-center rounded-full bg-accent-soft text-accent-soft-foreground',
        className,
      )}
    >
      <Icon className={sizes[size].icon} aria-hidden="true" />
    </span>
  );
}

/** A settings-style card's heading: its icon, an h2 title and a line saying what it is for. */
export function IconHeading({
  icon,
  title,
  children,
}: {
  icon: IconBadgeProps['icon'];
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-4">
      <IconBadge icon={icon} size={12} className="shrink-0" />
      <div className="flex flex-col gap-0.5">
        <h2 className="text-xl font-bold text-fg">{title}</h2>
        <p className="text-sm text-muted">{children}</p>
      </div>
    </div>
  );
}
