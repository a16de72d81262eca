import { useId } from 'react';
import type { MemberOverview } from '#shared/contracts/admin-users';
import { actionLabel, actorText, shortDateTime } from './overview-format';

/** What was done to or by the member, newest first, as the server orders it. */
export function AuditTrail({ entries }: { entries: MemberOverview['audit'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-bold text-fg">
        Audit Trail
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">No recorded activity yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border/60 rounded-card border border-border">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-0.5 px-4 py-2.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <p className="[overflow-wrap:anywhere] text-fg">
                <span className="font-semibold">{actionLabel(entry.action)}</span>{' '}
                <span className="text-muted">{actorText(entry)}</span>
              </p>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted">
                {shortDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
