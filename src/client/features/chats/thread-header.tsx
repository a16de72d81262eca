import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { chatUrl } from '#shared/page-urls';

/** The top of an open conversation: back to the list (phones), who it is with, a line about them. */
export function ThreadHeader({
  avatar,
  title,
  about,
  actions,
}: {
  avatar: ReactNode;
  title: string;
  about: string;
  /** Buttons at the end of the header (scheduling, identity reveal). */
  actions?: ReactNode;
}) {
  return (
    <header className="flex items-center gap-3 border-b border-border p-3">
      <Link
        to={chatUrl()}
        aria-label="Back to conversations"
        className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-muted md:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      {avatar}
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="truncate font-semibold text-fg">{title}</h2>
        {about && <p className="truncate text-xs text-muted">{about}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
    </header>
  );
}
