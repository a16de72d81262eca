import { useState } from 'react';
import { MEETING_RANGE_MESSAGES, meetingRangeError } from '#shared/domain/date-requests';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogActions } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast';
import { useScheduleMeeting } from './api';

/** 'YYYY-MM-DDTHH:mm' in local time: what a datetime-local field holds. */
const localValue = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * 'Schedule Meeting with {name}': a start and an end, the length in minutes, then 'Create
 * Meeting'. The meeting is agreed at once: both get the link, a mail and a calendar invite.
 */
export function MeetingDialog({
  sessionId,
  matchName,
  open,
  onOpenChange,
}: {
  sessionId: string;
  matchName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Schedule Meeting with ${matchName}`}>
        <MeetingForm sessionId={sessionId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function MeetingForm({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const create = useScheduleMeeting(sessionId);
  const startsAt = start ? new Date(start) : null;
  const endsAt = end ? new Date(end) : null;
  const problem = startsAt && endsAt ? meetingRangeError(startsAt, endsAt, new Date()) : null;
  const minutes = startsAt && endsAt ? Math.round((+endsAt - +startsAt) / 60_000) : null;

  const submit = () => {
    if (!startsAt || !endsAt) return;
    if (problem === 'INVALID_TIME_RANGE')
      return void toast.error('Invalid Time Range', {
        description: MEETING_RANGE_MESSAGES[problem],
      });
    if (problem) return;
    create.mutate(
      { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
      {
        onSuccess: () => {
          toast.success('Meeting Scheduled Successfully!', {
            description: 'Check your email for the link and the calendar invite.',
          });
          onDone();
        },
      },
    );
  };

  return (
    <form
      // The range is checked here, with the spec's messages, not by the browser's bubbles.
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label="Start Date & Time" htmlFor="meeting-start">
        <Input
          id="meeting-start"
          type="datetime-local"
          min={localValue(new Date())}
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
      </Field>
      <Field
        label="End Date & Time"
        htmlFor="meeting-end"
        error={problem ? MEETING_RANGE_MESSAGES[problem] : undefined}
      >
        <Input
          id="meeting-end"
          type="datetime-local"
          min={start || localValue(new Date())}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
      </Field>
      <p className="rounded-control bg-surface-muted px-3 py-2 text-sm text-fg" aria-live="polite">
        {minutes !== null && minutes > 0
          ? `Duration: ${minutes} minutes`
          : 'Choose a start and an end to see how long it lasts.'}
      </p>
      <DialogActions>
        <Button type="submit" disabled={!start || !end || create.isPending}>
          {create.isPending ? 'Creating Meeting...' : 'Create Meeting'}
        </Button>
      </DialogActions>
    </form>
  );
}
