import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { MatchesResponse } from '#shared/contracts/matching';
import { dashboardSection } from '#shared/page-urls';

type Few = NonNullable<MatchesResponse['fewCandidates']>;

const WIDEN: Record<NonNullable<Few['widen']>, string> = {
  distance: 'Widen your distance to see more people.',
  age: 'Widen your age range to see more people.',
  dealbreakers: 'Make a dealbreaker a leaning to see more people.',
};

const people = (count: number) =>
  count === 0 ? 'nobody' : count === 1 ? 'one person' : `${count} people`;

/** Above the matches when the member's preferences leave very few people who fit them both ways. */
export function FewCandidatesNote({ few }: { few: Few }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-card border border-border bg-surface-muted p-4 text-sm text-fg"
    >
      <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p>
        Your preferences leave {people(few.count)} who {few.count <= 1 ? 'fits' : 'fit'} you both
        ways right now.{' '}
        {few.widen
          ? WIDEN[few.widen]
          : 'Right One is still growing near you: people who fit you are added to your matches as they join.'}{' '}
        <Link
          to={`${dashboardSection('settings')}#match-preferences`}
          className="font-semibold text-primary underline underline-offset-2"
        >
          Change match preferences
        </Link>
      </p>
    </div>
  );
}
