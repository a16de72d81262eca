import { useId } from 'react';
import type { QueuedAbuseReport } from '#shared/contracts/moderation';
import { Badge } from '../../../ui/badge';
import { shortDate } from '../users/overview-format';
import { earlierDecisionText, reportersThisWeekText, reportsTotalText } from './report-text';

/**
 * What a moderator weighs besides the report itself: how long the member has been here, how
 * often they were reported, and what was decided before.
 */
export function MemberHistory({ member }: { member: QueuedAbuseReport['reported'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-bold text-fg">
          History
        </h3>
        {/* Three different reporters in a week take a member out of matching until a decision. */}
        {member.hiddenForReview && <Badge variant="warning">Hidden from matching</Badge>}
      </div>
      <ul className="flex flex-col gap-1 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
        <li>Member since {shortDate(member.memberSince)}</li>
        <li>{reportsTotalText(member.reportsTotal)}</li>
        <li>{reportersThisWeekText(member.reportersLastWeek)}</li>
      </ul>
      {member.earlierDecisions.length > 0 ? (
        <ul aria-label="Earlier decisions" className="flex flex-wrap gap-2">
          {member.earlierDecisions.map((d, i) => (
            <li key={i}>
              <Badge>{earlierDecisionText(d)}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No earlier decisions.</p>
      )}
    </section>
  );
}
