import { useId, type ReactNode } from 'react';
import { Card } from '../../ui/card';

interface QueueCardProps {
  /** Whom it is about: the card's heading and accessible name. */
  title: string;
  /** Pills beside the title (a reason, a topic, a status). */
  badges: ReactNode;
  email: string;
  /** Who sent it and when. */
  meta: ReactNode;
  children: ReactNode;
}

/** One item of an admin queue (a report, a support message): a named card with its header. */
export function QueueCard({ title, badges, email, meta, children }: QueueCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <header className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-bold [overflow-wrap:anywhere] text-fg">
              {title}
            </h2>
            {badges}
          </div>
          <p className="text-xs break-all text-muted">{email}</p>
          <p className="text-sm text-muted">{meta}</p>
        </header>
        {children}
      </Card>
    </article>
  );
}

/** A quoted text in a queue card (a reporter's note, a sender's message), as it was written. */
export function QueuedWords({ label, children }: { label: string; children: ReactNode }) {
  return (
    <blockquote
      aria-label={label}
      className="rounded-r-control border-l-4 border-primary bg-primary-soft/40 px-4 py-3 [overflow-wrap:anywhere] whitespace-pre-line text-fg"
    >
      {children}
    </blockquote>
  );
}
