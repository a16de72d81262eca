import { CalendarClock, CalendarHeart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { useDateRequests } from './api';
import { MeetingDialog } from './meeting-dialog';
import { ScheduleDateDialog } from './schedule-date-dialog';

/**
 * The conversation header's date actions: 'Schedule Date' (the 3-step request) and 'Schedule
 * Meeting' (a time agreed at once). Mounted once per open conversation, it also keeps the
 * conversation's date requests live for every card in the thread.
 */
export function DateActions({ sessionId, otherName }: { sessionId: string; otherName: string }) {
  useDateRequests(sessionId);
  const [dialog, setDialog] = useState<'date' | 'meeting' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setDialog('date')}>
        <CalendarHeart className="size-4" aria-hidden="true" />
        Schedule Date
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Schedule Meeting"
        title="Schedule Meeting"
        onClick={() => setDialog('meeting')}
      >
        <CalendarClock className="size-4" aria-hidden="true" />
      </Button>
      <ScheduleDateDialog
        sessionId={sessionId}
        matchName={otherName}
        open={dialog === 'date'}
        onOpenChange={close}
      />
      <MeetingDialog
        sessionId={sessionId}
        matchName={otherName}
        open={dialog === 'meeting'}
        onOpenChange={close}
      />
    </>
  );
}
