import { Phone, Video } from 'lucide-react';
import { TIME_SLOT_HOURS, type DateType } from '#shared/domain/date-requests';
import { pillClasses } from '../../ui/choice-group';
import { cn } from '../../ui/class-names';
import { slotLabel, slotStillAhead } from './date-options';

/** Step 2: any of the six slots still ahead on a chosen day (native checkboxes, so keys work). */
export function TimeSlotStep({
  days,
  hours,
  onChange,
}: {
  days: Date[];
  hours: number[];
  onChange: (hours: number[]) => void;
}) {
  const toggle = (hour: number, on: boolean) =>
    onChange(on ? [...hours, hour].sort((a, b) => a - b) : hours.filter((h) => h !== hour));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm text-muted">
        Pick the times that suit you; each applies to every day you chose.
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {TIME_SLOT_HOURS.map((hour) => {
          const ahead = slotStillAhead(days, hour);
          const on = ahead && hours.includes(hour);
          return (
            <label key={hour} className={cn(pillClasses(on, !ahead), 'justify-center')}>
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                disabled={!ahead}
                onChange={(e) => toggle(hour, e.target.checked)}
              />
              {slotLabel(hour)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const TYPES: { type: DateType; label: string; hint: string; Icon: typeof Video }[] = [
  { type: 'video', label: 'Video date', hint: 'Face to face, from home', Icon: Video },
  { type: 'phone', label: 'Phone date', hint: 'Voice only, no camera', Icon: Phone },
];

/** Step 3: video or phone. Either way both get a private room link; no numbers are shared. */
export function DateTypeStep({
  value,
  onChange,
}: {
  value: DateType | '';
  onChange: (type: DateType) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm text-muted">
        You both get a private link; no phone numbers are exchanged.
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {TYPES.map(({ type, label, hint, Icon }) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-card border p-4 transition-colors duration-150',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === type
                ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                : 'border-border bg-surface text-fg hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name="date-type"
              className="sr-only"
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <Icon className="size-6 shrink-0" aria-hidden="true" />
            <span className="flex flex-col">
              <span className="font-semibold">{label}</span>
              <span className="text-sm opacity-80">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
