import type { ReactNode } from 'react';

/** The top of an admin tab: its title (the page's one h1) and its main actions. */
export function AdminTabHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-3xl font-semibold text-fg">{title}</h1>
      {children}
    </div>
  );
}
