import { CalendarHeart } from 'lucide-react';
import { useState } from 'react';
import type { DateRequest } from '#shared/contracts/dates';
import type { DateRequestStatus } from '#shared/domain/date-requests';
import type { BadgeVariant } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ThreadCard } from '../../ui/thread-card';
import { cn } from '../../ui/class-names';
import { useAnswerDate } from './api';
import { optionLabel } from './date-options';

const BADGES: Record<DateRequestStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  accepted: { label: 'Accepted', variant: 'accent' },
  declined: { label: 'Declined', variant: 'neutral' },
  superseded: { label: 'New times suggested', variant: 'neutral' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
};

/** What a closed request says under its options, to the proposer and to the receiver. */
function closedLine({ status, startsAt }: DateRequest, mine: boolean, name: string) {
  if (status === 'declined') return mine ? `${name} declined this request.` : 'You declined.';
  if (status === 'superseded')
    return mine ? `${name} suggested new times below.` : 'You suggested new times below.';
  // An agreed date that was called off says so; a request withdrawn before any answer too.
  if (status === 'cancelled')
    return startsAt ? 'The agreed date was cancelled.' : 'This request was withdrawn.';
  return null;
}

/**
 * 'Date Request Sent' / 'Date Request Received': the proposed times in the viewer's own time
 * zone. The receiver picks one and accepts, declines, or suggests new times; the proposer waits
 * (and may withdraw). Closed requests say why.
 */
export function DateRequestCard({
  request,
  mine,
  otherName,
  onSuggestNew,
}: {
  request: DateRequest;
  mine: boolean;
  otherName: string;
  onSuggestNew: (request: DateRequest) => void;
}) {
  const [picked, setPicked] = useState(request.options.length === 1 ? request.options[0] : '');
  const act = useAnswerDate(request.sessionId);
  const { id } = request;
  const answering = !mine && request.status === 'pending';
  const kind = request.dateType === 'video' ? 'Video date' : 'Phone date';
  const closed = closedLine(request, mine, otherName);

  return (
    <ThreadCard
      icon={CalendarHeart}
      title={mine ? 'Date Request Sent' : 'Date Request Received'}
      badge={BADGES[request.status]}
      side={mine ? 'mine' : 'theirs'}
    >
      <p className="text-sm text-muted">{kind} · times in your time zone</p>
      {answering ? (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm font-semibold">Pick the time that suits you</legend>
          {request.options.map((o) => (
            <label
              key={o}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-control border px-3 py-2 text-sm',
                picked === o ? 'border-primary bg-primary-soft' : 'border-border',
              )}
            >
              <input
                type="radio"
                name={`date-${request.id}`}
                checked={picked === o}
                onChange={() => setPicked(o)}
                className="accent-(--color-primary)"
              />
              {optionLabel(o)}
            </label>
          ))}
        </fieldset>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {request.options.map((o) => (
            <li key={o} className={cn(request.startsAt === o && 'font-bold text-accent')}>
              {optionLabel(o)}
            </li>
          ))}
        </ul>
      )}
      {answering && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!picked}
            loading={act.isPending && act.variables.action === 'accept'}
            onClick={() => act.mutate({ id, action: 'accept', option: picked! })}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={act.isPending}
            onClick={() => act.mutate({ id, action: 'decline' })}
          >
            Decline
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={act.isPending}
            onClick={() => onSuggestNew(request)}
          >
            Suggest New
          </Button>
        </div>
      )}
      {mine && request.status === 'pending' && (
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-muted italic">Waiting for response...</p>
          <Button
            size="sm"
            variant="ghost"
            loading={act.isPending}
            onClick={() => act.mutate({ id, action: 'cancel' })}
          >
            Withdraw
          </Button>
        </div>
      )}
      {closed && <p className="text-sm text-muted">{closed}</p>}
    </ThreadCard>
  );
}
