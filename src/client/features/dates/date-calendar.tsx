import { DayPicker } from 'react-day-picker';
import { MAX_DATE_OPTIONS, TIME_SLOT_HOURS } from '#shared/domain/date-requests';

/** Most days one request may offer: every slot of each must fit in a request's options. */
const MAX_DAYS = Math.floor(MAX_DATE_OPTIONS / TIME_SLOT_HOURS.length);

const startOfToday = () => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
};

/**
 * A month to pick days from (react-day-picker: a real grid, arrow keys move between days, the
 * month buttons are labelled). Days before today cannot be chosen; several can.
 */
export default function DateCalendar({
  selected,
  onSelect,
}: {
  selected: Date[];
  onSelect: (days: Date[]) => void;
}) {
  const today = startOfToday();
  return (
    <DayPicker
      mode="multiple"
      max={MAX_DAYS}
      selected={selected}
      onSelect={(days) => onSelect(days ?? [])}
      disabled={{ before: today }}
      startMonth={today}
      showOutsideDays={false}
      classNames={{
        root: 'mx-auto w-fit',
        months: 'relative',
        month_caption: 'flex h-10 items-center justify-center font-semibold text-fg',
        nav: 'absolute inset-x-0 top-0 flex h-10 items-center justify-between',
        button_previous:
          'grid size-9 cursor-pointer place-items-center rounded-full text-fg hover:bg-surface-muted disabled:cursor-default disabled:opacity-40',
        button_next:
          'grid size-9 cursor-pointer place-items-center rounded-full text-fg hover:bg-surface-muted disabled:cursor-default disabled:opacity-40',
        chevron: 'size-4 fill-current',
        weekdays: 'flex',
        weekday: 'w-10 text-center text-xs font-semibold text-muted',
        week: 'flex',
        // A fixed width: the blank cells before the 1st keep the days under their weekdays.
        day: 'w-10 p-0.5',
        hidden: 'invisible',
        day_button:
          'grid size-9 cursor-pointer place-items-center rounded-full text-sm text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed',
        disabled: '[&>button]:text-muted [&>button]:opacity-50 [&>button]:hover:bg-transparent',
        today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary-hover',
      }}
    />
  );
}
