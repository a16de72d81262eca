/** '10:00 AM' ... '8:00 PM': the spec's labels for the six slots. */
export const slotLabel = (hour: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

/** The instant a slot starts on a day, in this browser's time zone (the proposer's). */
const atHour = (day: Date, hour: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, 0);

/**
 * Every chosen day at every chosen slot, earliest first, as ISO instants; slots already past
 * (later today) are left out, so what is sent is always in the future.
 */
export function dateOptions(days: Date[], hours: readonly number[], now = new Date()): string[] {
  return days
    .flatMap((day) => hours.map((hour) => atHour(day, hour)))
    .filter((at) => at.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime())
    .map((at) => at.toISOString());
}

/** A slot is offered while it is still ahead on at least one chosen day. */
export const slotStillAhead = (days: Date[], hour: number, now = new Date()) =>
  days.some((day) => atHour(day, hour).getTime() > now.getTime());

/** An instant's day (in the given form) and its time, in a time zone (default: the browser's). */
function dayAndTime(iso: string, day: Intl.DateTimeFormatOptions, timeZone?: string) {
  const at = new Date(iso);
  return [
    at.toLocaleDateString('en-US', { ...day, timeZone }),
    at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
  ];
}

/** 'Fri, Dec 4 · 6:00 PM' in the viewer's own time zone (the browser's). */
export const optionLabel = (iso: string, timeZone?: string) =>
  dayAndTime(iso, { weekday: 'short', month: 'short', day: 'numeric' }, timeZone).join(' · ');

/** 'Friday, December 4 at 6:00 PM': the full form for a confirmed date. */
export const longDateLabel = (iso: string, timeZone?: string) =>
  dayAndTime(iso, { weekday: 'long', month: 'long', day: 'numeric' }, timeZone).join(' at ');

/** The browser's IANA time zone, in which times are shown and proposed. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
