import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The kinds of email a member may turn off, each with its Settings label and what it covers. */
export const NOTIFICATION_TYPES = {
  newMatch: { label: 'New matches', about: 'When Right One finds new matches for you' },
  chatRequest: { label: 'Chat requests', about: 'When a match asks to chat with you' },
  requestAccepted: { label: 'Accepted requests', about: 'When a match accepts your request' },
  newMessage: {
    label: 'New messages while you are away',
    about: 'When a message waits unread for a while',
  },
  dateUpdates: {
    label: 'Date updates',
    about: 'Agreed, changed and cancelled dates, and reminders',
  },
  productNews: { label: 'Product news', about: 'News and tips from the Right One team' },
} as const;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const notificationType = z.enum(
  Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]],
);

export const notificationChoices = z.object(
  Object.fromEntries(Object.keys(NOTIFICATION_TYPES).map((k) => [k, z.boolean()])) as Record<
    NotificationType,
    z.ZodBoolean
  >,
);
export type NotificationChoices = z.infer<typeof notificationChoices>;

/** The member's own controls (the dashboard's Settings section). */
export const memberSettings = z.object({
  /** Since when the profile is paused, or null. */
  pausedAt: z.string().nullable(),
  /** Which emails the member gets (all on until they turn one off). */
  notifications: notificationChoices,
});
export type MemberSettings = z.infer<typeof memberSettings>;

/** A notification mail's unsubscribe secret: the type, the member and a signature. */
const unsubscribeToken = z
  .string()
  .max(300)
  .regex(/^\w+\.[\w-]+\.[\w-]{43}$/, 'Not an unsubscribe link.');

/** The settings live on the profile: one deleted a moment ago has none to read or change. */
const NO_PROFILE = { NOT_FOUND: 404 } as const;

export const settingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'member',
    feature: 'safety',
    summary: "The member's settings",
    response: memberSettings,
    errors: NO_PROFILE,
  }),
  pause: endpoint({
    method: 'PUT',
    path: '/api/settings/pause',
    access: 'member',
    feature: 'safety',
    summary:
      'Pause or resume the profile: paused, the member is not matched and cannot be sent new requests; conversations go on',
    body: z.strictObject({ paused: z.boolean() }),
    response: memberSettings,
    errors: NO_PROFILE,
  }),
  notifications: endpoint({
    method: 'PUT',
    path: '/api/settings/notifications',
    access: 'member',
    feature: 'safety',
    summary: 'Turn kinds of email on or off (those not named stay as they are)',
    body: notificationChoices.partial().strict(),
    response: memberSettings,
    errors: NO_PROFILE,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    // The signed token is the authority: a mail client's one-click POST carries no session.
    access: 'public',
    feature: 'notifications',
    summary:
      'One-click unsubscribe from one kind of email (the link in each notification, and its List-Unsubscribe header)',
    query: z.object({ token: unsubscribeToken }),
    response: z.object({ type: notificationType }),
    errors: { NOT_FOUND: 404 },
  }),
  /**
   * Mail clients without one-click support open the List-Unsubscribe address in a browser: they
   * are sent to the unsubscribe page, whose script turns the emails off (the GET itself changes
   * nothing, so a link scanner that only fetches the address unsubscribes nobody).
   */
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    access: 'public',
    feature: 'notifications',
    summary: 'The List-Unsubscribe address opened in a browser: a redirect to the unsubscribe page',
    query: z.object({ token: unsubscribeToken }),
    response: z.unknown().describe('A 303 redirect to /unsubscribe?token='),
    responseKind: 'raw',
  }),
};
