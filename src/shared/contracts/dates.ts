import { z } from 'zod';
import {
  DATE_REQUEST_STATUSES,
  DATE_TYPES,
  MAX_DATE_OPTIONS,
  MAX_MEETINGS_PER_DAY,
} from '../domain/date-requests.js';
import { isTimeZone } from '../domain/time-zones.js';
import { endpoint } from './endpoint.js';

export const dateRequest = z.object({
  id: z.string(),
  sessionId: z.string(),
  proposerId: z.string(),
  dateType: z.enum(DATE_TYPES),
  /** ISO instants, earliest first. */
  options: z.array(z.string()),
  /** The proposer's time zone, in which the options were chosen. */
  timeZone: z.string(),
  status: z.enum(DATE_REQUEST_STATUSES),
  /** The accepted option (or the meeting's start). */
  startsAt: z.string().nullable(),
  /** When the agreed date ends: an hour after it starts, or a scheduled meeting's own end. */
  endsAt: z.string().nullable(),
  /** Made in the meeting scheduler: agreed at once, never pending. */
  scheduledDirectly: z.boolean(),
  /** The agreed date's meeting room: only ever sent to the two members. */
  meetingUrl: z.string().nullable(),
  /** The request this one answers with new times. */
  replaces: z.string().nullable(),
  createdAt: z.string(),
});
export type DateRequest = z.infer<typeof dateRequest>;

const timeZone = z.string().max(64).refine(isTimeZone, 'Unknown time zone.');

export const proposeDateBody = z.object({
  dateType: z.enum(DATE_TYPES, 'Choose a video or a phone date.'),
  options: z
    .array(z.iso.datetime({ offset: true, message: 'A date option is a date and time.' }))
    .min(1, 'Choose at least one date and time.')
    .max(MAX_DATE_OPTIONS, `Choose at most ${MAX_DATE_OPTIONS} dates and times.`)
    .refine((o) => new Set(o.map((t) => Date.parse(t))).size === o.length, 'Each option once.'),
  timeZone,
  /** Answering a request with new times: the request it replaces. */
  replaces: z.string().uuid('No such date request.').optional(),
});

/** The meeting scheduler: a start and an end both members are then booked for. */
export const scheduleMeetingBody = z.object({
  startsAt: z.iso.datetime({ offset: true, message: 'Choose a start date and time.' }),
  endsAt: z.iso.datetime({ offset: true, message: 'Choose an end date and time.' }),
  dateType: z.enum(DATE_TYPES, 'Choose a video or a phone meeting.').default('video'),
  timeZone,
});

const sessionParams = z.object({ sessionId: z.string().uuid('No such conversation.') });
const requestParams = z.object({ id: z.string().uuid('No such date request.') });
const one = z.object({ dateRequest });
const errors = {
  NOT_FOUND: 404,
  PREMIUM_REQUIRED: 402,
  NOT_YOURS_TO_ANSWER: 403,
  DATE_REQUEST_CLOSED: 409,
  CONVERSATION_CLOSED: 409,
  DATE_IN_PAST: 422,
} as const;

export const datesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/chats/:sessionId/date-requests',
    access: 'member',
    feature: 'dates',
    summary: 'Every date request of one conversation, oldest first',
    params: sessionParams,
    response: z.object({ dateRequests: z.array(dateRequest) }),
    errors: { NOT_FOUND: 404, PREMIUM_REQUIRED: 402, CONVERSATION_CLOSED: 409 },
  }),
  propose: endpoint({
    method: 'POST',
    path: '/api/chats/:sessionId/date-requests',
    access: 'member',
    feature: 'dates',
    summary: 'Propose a date (or new times for one the other member proposed)',
    params: sessionParams,
    body: proposeDateBody,
    response: one,
    errors,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/date-requests/:id/accept',
    access: 'member',
    feature: 'dates',
    summary: 'Accept one of the proposed dates and times',
    params: requestParams,
    body: z.object({
      option: z.iso.datetime({ offset: true, message: 'Choose one of the options.' }),
    }),
    response: one,
    errors: { ...errors, NOT_AN_OPTION: 422 },
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/date-requests/:id/decline',
    access: 'member',
    feature: 'dates',
    summary: 'Decline a date request',
    params: requestParams,
    response: one,
    errors,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/date-requests/:id/cancel',
    access: 'member',
    feature: 'dates',
    summary: 'Withdraw a date request, or cancel an agreed date',
    params: requestParams,
    response: one,
    errors,
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/date-requests/:id/calendar.ics',
    access: 'member',
    feature: 'dates',
    summary: 'The calendar invite (iCalendar) of an agreed date, for either of its two members',
    params: requestParams,
    response: z.unknown().describe('The text/calendar file'),
    responseKind: 'raw',
    errors: { NOT_FOUND: 404, DATE_NOT_AGREED: 409, CONVERSATION_CLOSED: 409 },
  }),
  scheduleMeeting: endpoint({
    method: 'POST',
    path: '/api/chats/:sessionId/meetings',
    access: 'member',
    feature: 'dates',
    summary: `Schedule a meeting with a start and an end, agreed at once (at most ${MAX_MEETINGS_PER_DAY} a day per conversation)`,
    params: sessionParams,
    body: scheduleMeetingBody,
    response: one,
    errors: {
      NOT_FOUND: 404,
      PREMIUM_REQUIRED: 402,
      CONVERSATION_CLOSED: 409,
      DATE_IN_PAST: 422,
      INVALID_TIME_RANGE: 422,
      MEETING_TOO_LONG: 422,
      TOO_MANY_MEETINGS: 429,
    },
  }),
};
