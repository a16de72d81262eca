import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { chatUrl } from '#shared/page-urls';

/** The top of an open conversation: back to the list (phones), who it is with, a line about them. */
export function ThreadHeader({
  avatar,
  title,
  badge,
  about,
  actions,
}: {
  avatar: ReactNode;
  title: string;
  /** A pill beside the name (the "Verified" badge). */
  badge?: ReactNode;
  about: string;
  /** Buttons at the end of the header (scheduling, identity reveal). */
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border p-3">
      <Link
        to={chatUrl()}
        aria-label="Back to conversations"
        className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-muted md:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      {avatar}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="truncate font-semibold text-fg">{title}</h2>
          {badge}
        </div>
        {about && <p className="truncate text-xs text-muted">{about}</p>}
      </div>
      {/* A phone gives the name the whole first row and the actions a row of their own. */}
      {actions && (
        <div className="flex w-full shrink-0 items-center justify-end gap-1 sm:w-auto">
          {actions}
        </div>
      )}
    </header>
  );
}
