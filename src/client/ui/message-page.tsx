import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface MessagePageProps {
  icon: LucideIcon;
  /** A small line above the title ('Error 404'). */
  eyebrow?: string;
  title: string;
  /** The explanation; `role` makes it a live status or alert when it reports an outcome. */
  children: ReactNode;
  role?: 'status' | 'alert';
  /** The ways on, as buttons. */
  actions: ReactNode;
}

/** A page that says one thing and offers the ways on: not found, a link's outcome. */
export function MessagePage({
  icon: Icon,
  eyebrow,
  title,
  children,
  role,
  actions,
}: MessagePageProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      {eyebrow && (
        <p className="text-sm font-bold tracking-wide text-primary uppercase">{eyebrow}</p>
      )}
      <h1 className="font-display text-4xl leading-tight font-semibold text-balance text-fg sm:text-5xl">
        {title}
      </h1>
      <p className="text-lg text-pretty text-muted" role={role}>
        {children}
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </div>
  );
}
