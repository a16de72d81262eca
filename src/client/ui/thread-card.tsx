import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from './badge';
import { cn } from './class-names';

/**
 * A card inside a conversation (a date request, a confirmed date, an identity reveal): an icon,
 * a title that names it for screen readers, where it stands, then its content. It sits on the
 * side of whoever posted it, or in the middle for news that concerns both.
 */
export function ThreadCard({
  icon: Icon,
  title,
  badge,
  side,
  highlight = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  badge?: { label: string; variant: BadgeVariant };
  side: 'mine' | 'theirs' | 'both';
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={title}
      className={cn(
        'flex w-full max-w-sm flex-col gap-3 rounded-card border p-4 text-fg shadow-soft',
        { mine: 'self-end', theirs: 'self-start', both: 'self-center' }[side],
        highlight ? 'border-accent bg-accent-soft/40' : 'border-border bg-surface',
      )}
    >
      <header className="flex items-center gap-2">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <h3 className="flex-1 font-bold">{title}</h3>
        {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
      </header>
      {children}
    </article>
  );
}
