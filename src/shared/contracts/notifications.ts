import { z } from 'zod';
import { endpoint } from './endpoint.js';

// Notification emails: the kinds a member may turn off, and the one-click unsubscribe link.

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

/** A notification mail's unsubscribe secret: the type, the member and a signature. */
const unsubscribeToken = z
  .string()
  .max(300)
  .regex(/^\w+\.[\w-]+\.[\w-]{43}$/, 'Not an unsubscribe link.');

export const notificationsApi = {
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
