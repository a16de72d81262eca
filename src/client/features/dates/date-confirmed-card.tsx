import { CalendarHeart, Phone, Video } from 'lucide-react';
import { useState } from 'react';
import type { DateRequest } from '#shared/contracts/dates';
import { dateEventTitle } from '#shared/domain/date-requests';
import { Button } from '../../ui/button';
import { ThreadCard } from '../../ui/thread-card';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { useCancelDate } from './api';
import { AddToCalendar } from './add-to-calendar';
import { browserTimeZone, longDateLabel } from './date-options';

/**
 * 'Date Confirmed!': when, in the viewer's own time zone, the private meeting link, 'Add to
 * Calendar', and a way to call it off (the other member is told live and by mail).
 */
export function DateConfirmedCard({
  request,
  mine,
  otherName,
}: {
  request: DateRequest;
  mine: boolean;
  otherName: string;
}) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancel = useCancelDate(request.sessionId);
  const video = request.dateType === 'video';
  const what = dateEventTitle(request.dateType, otherName);
  const cancelled = request.status === 'cancelled';
  const Icon = video ? Video : Phone;

  return (
    <ThreadCard
      icon={CalendarHeart}
      title="Date Confirmed!"
      badge={cancelled ? { label: 'Cancelled', variant: 'neutral' } : undefined}
      side={mine ? 'mine' : 'theirs'}
      highlight={!cancelled}
    >
      <p className="font-semibold">{what}</p>
      <p className="text-sm">
        <time dateTime={request.startsAt!}>{longDateLabel(request.startsAt!)}</time>
        <span className="text-muted"> ({browserTimeZone().replaceAll('_', ' ')})</span>
      </p>
      {cancelled ? (
        <p className="text-sm text-muted">This date was cancelled.</p>
      ) : (
        <>
          {request.meetingUrl && (
            <Button asChild size="sm" className="self-start">
              <a href={request.meetingUrl} target="_blank" rel="noopener noreferrer">
                <Icon className="size-4" aria-hidden="true" />
                {video ? 'Join video date' : 'Join phone call'}
              </a>
            </Button>
          )}
          {request.meetingUrl && (
            <p className="text-xs break-all text-muted">{request.meetingUrl}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <AddToCalendar request={request} title={what} />
            <Button size="sm" variant="ghost" onClick={() => setConfirmCancel(true)}>
              Cancel date
            </Button>
          </div>
        </>
      )}
      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent
          title="Cancel this date?"
          description={`${otherName} will be told at once, and the event leaves both calendars.`}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep the date</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(request.id, { onSuccess: () => setConfirmCancel(false) })
              }
            >
              Cancel date
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </ThreadCard>
  );
}
