import { useState } from 'react';
import type { SharedWithConcierge } from '#shared/contracts/concierge-workspace';
import type { MatchCard } from '#shared/contracts/matching';
import { CONCIERGE_NOTE_MAX } from '#shared/contracts/concierge';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { MemberAvatar } from '../../ui/member-avatar';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useIntroduce } from './api';
import { Failure } from './failure';

/** A long report, folded until the concierge opens it. */
function Report({ title, text }: { title: string; text: string | null }) {
  if (!text) return <p className="text-sm text-muted">{title}: not written yet.</p>;
  return (
    <details className="rounded-control border border-border p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-fg">{title}</summary>
      <p className="mt-2 whitespace-pre-line text-fg">{text}</p>
    </details>
  );
}

function ReportsAndAnswers({ shared }: { shared: SharedWithConcierge }) {
  const q = shared.questionnaire;
  const answers = q && [
    ['Gender', q.gender],
    ['Looking for', q.lookingFor],
    ['Preference', q.preference],
    ['Birth year', q.birthYear],
  ];
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h3 className="font-bold text-fg">Reports and questionnaire</h3>
      <p className="text-sm text-fg">
        <span className="font-semibold">Emotional type:</span>{' '}
        {shared.reports.emotionalType ?? 'Not set yet'}
      </p>
      <Report title="EQ insights" text={shared.reports.eqInsights} />
      <Report title="Blueprint report" text={shared.reports.blueprintReport} />
      {answers ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {answers.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted">The questionnaire is not answered yet.</p>
      )}
    </Card>
  );
}

/** Where the member stands with a match; only a match not yet approached can be introduced. */
const standing = (m: MatchCard) =>
  m.introduction
    ? 'Introduced'
    : m.chatSessionId
      ? 'Connected'
      : m.requestStatus === 'pending'
        ? 'Request sent'
        : null;

/** One of the member's matches, as the member sees them, with Introduce. */
function MatchRow({ match, onIntroduce }: { match: MatchCard; onIntroduce: () => void }) {
  const done = standing(match);
  const about = [match.age, match.location, match.occupation].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <MemberAvatar name={match.name} avatarUrl={match.avatarUrl} className="size-10" soft />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-fg">
          {match.name} <span className="font-normal text-primary">{match.score}%</span>
        </span>
        <span className="truncate text-xs text-muted">{about || 'Details not shared yet'}</span>
      </span>
      {done ? (
        <Badge variant={match.introduction ? 'accent' : 'neutral'}>{done}</Badge>
      ) : (
        <Button size="sm" variant="outline" onClick={onIntroduce}>
          Introduce
        </Button>
      )}
    </li>
  );
}

/** What a sharing member lets their concierge read, and the introductions made from it. */
export function SharedFile({
  memberId,
  shared,
}: {
  memberId: string;
  shared: SharedWithConcierge;
}) {
  const [choosing, setChoosing] = useState<MatchCard | null>(null);
  const introduce = useIntroduce(memberId);
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      <ReportsAndAnswers shared={shared} />
      <Card className="flex flex-col p-4">
        <h3 className="font-bold text-fg">Their matches</h3>
        {shared.matches.length ? (
          <ul className="divide-y divide-border">
            {shared.matches.map((m) => (
              <MatchRow
                key={m.userId}
                match={m}
                onIntroduce={() => {
                  introduce.reset();
                  setChoosing(m);
                }}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No matches yet.</p>
        )}
      </Card>
      <Dialog open={choosing !== null} onOpenChange={(open) => !open && setChoosing(null)}>
        {choosing && (
          <ReasonDialog
            title={`Introduce ${choosing.name}`}
            description="The member sees them on their Matches page as introduced by you, with your note."
            reasonLabel="Your note: why you chose them"
            reasonMax={CONCIERGE_NOTE_MAX}
            confirmLabel="Introduce"
            confirmVariant="primary"
            pending={introduce.isPending}
            error={<Failure error={introduce.error} />}
            onConfirm={(note) =>
              introduce.mutate(
                { introducedId: choosing.userId, note, name: choosing.name },
                { onSuccess: () => setChoosing(null) },
              )
            }
          >
            Asking them to chat will cost the member no credit.
          </ReasonDialog>
        )}
      </Dialog>
    </div>
  );
}
