import { lazy, Suspense, useState } from 'react';
import { type DateType } from '#shared/domain/date-requests';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useProposeDate } from './api';
import { dateOptions } from './date-options';
import { DateTypeStep, TimeSlotStep } from './schedule-date-steps';

export interface ScheduleDateDialogProps {
  sessionId: string;
  /** The match's name as this member may see it. */
  matchName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Answering a request with new times: the request it replaces. */
  replaces?: string;
}

// The calendar (react-day-picker and date-fns) loads when the dialog first opens, not with the page.
const DateCalendar = lazy(() => import('./date-calendar'));

const STEPS = ['Select dates', 'Select times', 'Choose date type'] as const;

/**
 * 'Schedule a Date' in three steps: the days (past ones disabled, several allowed), the spec's
 * time slots, video or phone; then the request is sent. Next opens only once the step has a
 * choice; closing the dialog starts it afresh.
 */
export function ScheduleDateDialog(props: ScheduleDateDialogProps) {
  const { open, onOpenChange, matchName, replaces } = props;
  // The steps live inside the dialog's content, which unmounts on close: closing resets them.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={replaces ? 'Suggest New Times' : `Schedule a Date with ${matchName}`}
        description={
          replaces
            ? `Offer ${matchName} other days and times; their request will be replaced.`
            : 'Offer a few days and times; they pick the one that suits them.'
        }
      >
        <ScheduleSteps {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ScheduleSteps({
  sessionId,
  matchName,
  replaces,
  onDone,
}: ScheduleDateDialogProps & { onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [days, setDays] = useState<Date[]>([]);
  const [hours, setHours] = useState<number[]>([]);
  const [dateType, setDateType] = useState<DateType | ''>('');
  const options = dateOptions(days, hours);
  const send = useProposeDate(sessionId);
  const ready = [days.length > 0, options.length > 0, dateType !== ''][step];
  const last = step === STEPS.length - 1;
  const next = () => {
    if (!last) return setStep(step + 1);
    if (dateType)
      send.mutate(
        { dateType, options, replaces },
        {
          onSuccess: () => {
            toast.success('Date request sent', {
              description: `${matchName} will see your ${options.length === 1 ? 'time' : `${options.length} options`} in the chat.`,
            });
            onDone();
          },
        },
      );
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm font-semibold text-muted" aria-live="polite">
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </p>
      {step === 0 && (
        <Suspense fallback={<Spinner label="Loading the calendar" className="mx-auto my-24" />}>
          <DateCalendar selected={days} onSelect={setDays} />
        </Suspense>
      )}
      {step === 1 && <TimeSlotStep days={days} hours={hours} onChange={setHours} />}
      {step === 2 && <DateTypeStep value={dateType} onChange={setDateType} />}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" onClick={() => (step ? setStep(step - 1) : onDone())}>
          {step ? 'Back' : 'Cancel'}
        </Button>
        <Button disabled={!ready} loading={send.isPending} onClick={next}>
          {last ? (replaces ? 'Send New Times' : 'Send Request') : 'Next'}
        </Button>
      </div>
    </div>
  );
}
