import { CalendarCheck } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { Beat, chip, panel, side } from './beat';

const WEEKDAYS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
const SLOTS = ['10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM', '8:00 PM'];
const DAYS = Array.from({ length: 14 }, (_, i) => i + 1);
const PICKED_DAYS = [11, 12];
const PICKED_SLOTS = ['6:00 PM', '8:00 PM'];

/**
 * Days or times, of which `picks` get picked half a second apart from `from` seconds. The picked
 * look, label and all, pops in over the plain one, so the label's colour always matches the
 * background it sits on (a white label must not wait on a background that is still arriving).
 */
function PickableCells<T extends string | number>({
  items,
  picks,
  from,
  picked,
  className,
}: {
  items: T[];
  picks: T[];
  from: number;
  picked: string;
  className: string;
}) {
  return items.map((item) => {
    const order = picks.indexOf(item);
    return (
      <span key={item} className={cn('relative', className)}>
        {item}
        {order >= 0 && (
          <Beat
            at={from + order * 0.5}
            kind="pop"
            className={cn('absolute inset-0 grid place-items-center font-bold', className, picked)}
          >
            {item}
          </Beat>
        )}
      </span>
    );
  });
}

/** The date dialog: two days, two times, a video date, sent and confirmed. */
export function DateScene() {
  return (
    <div className="rx-canvas">
      <div className={cn(panel, 'w-[21em]')}>
        <div className="flex items-center justify-between">
          <span className="font-display text-[1.1em] font-semibold">Schedule a Date</span>
          <span className="text-[0.72em] text-muted">Dates · Times · Type</span>
        </div>
        <div className="grid grid-cols-7 gap-[0.25em] text-center text-[0.7em]">
          {WEEKDAYS.map((d, i) => (
            <span key={i} className="font-bold text-muted">
              {d}
            </span>
          ))}
          <PickableCells
            items={DAYS}
            picks={PICKED_DAYS}
            from={0.8}
            picked="bg-primary text-primary-foreground"
            className="rounded-[0.4em] py-[0.2em]"
          />
        </div>
        <div className="grid grid-cols-3 gap-[0.3em] text-center text-[0.72em]">
          <PickableCells
            items={SLOTS}
            picks={PICKED_SLOTS}
            from={2.2}
            picked="bg-primary-soft text-primary-soft-foreground"
            className="rounded-[0.5em] border border-border py-[0.25em]"
          />
        </div>
        <div className="flex items-center gap-[0.4em]">
          <Beat at={3.2} className="flex gap-[0.4em]">
            <span className={cn(chip, 'bg-primary-soft text-primary-soft-foreground')}>
              Video date
            </span>
            <span className={cn(chip, 'border border-border text-muted')}>Phone date</span>
          </Beat>
          <Beat
            at={3.9}
            kind="pop"
            className={cn(chip, 'ml-auto bg-primary text-primary-foreground')}
          >
            Send
          </Beat>
        </div>
      </div>
      <Beat at={4.6} kind="pop" className={side}>
        <div className={cn(panel, 'items-center text-center')}>
          <CalendarCheck className="size-[2em] text-accent" />
          <span className="font-display text-[1.2em] font-semibold">Date Confirmed!</span>
          <span className="text-[0.8em] text-muted">Friday · 6:00 PM · Video date</span>
          <span className={cn(chip, 'border border-border')}>Add to Calendar</span>
        </div>
      </Beat>
    </div>
  );
}
