import { CalendarPlus, Download, ExternalLink } from 'lucide-react';
import type { DateRequest } from '#shared/contracts/dates';
import { googleCalendarUrl } from '#shared/domain/calendar-links';
import { datesApi } from '#shared/contracts/dates';
import { urlOf } from '../../lib/api-client';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';

/**
 * 'Add to Calendar': the agreed hour (or the meeting's own length) as a Google Calendar event,
 * or the same event as an .ics file for any other calendar (the same UID as the mailed invite).
 */
export function AddToCalendar({ request, title }: { request: DateRequest; title: string }) {
  const google = googleCalendarUrl({
    title,
    startsAt: request.startsAt!,
    endsAt: request.endsAt!,
    details: request.meetingUrl ? `Join here: ${request.meetingUrl}` : '',
    location: request.meetingUrl ?? '',
  });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline">
          <CalendarPlus className="size-4" aria-hidden="true" />
          Add to Calendar
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <a href={google} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Google Calendar
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={urlOf(datesApi.calendar, { id: request.id })} download>
            <Download aria-hidden="true" />
            Apple, Outlook and others (.ics)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
