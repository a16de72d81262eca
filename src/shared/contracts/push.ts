import { z } from 'zod';
import { endpoint } from './endpoint.js';

// Web push (decision 0048): the member's devices that get notifications, and what they show.

/** One device (browser) that gets notifications. */
export const pushDevice = z.object({
  id: z.string(),
  /** In words, from the browser's User-Agent when it was turned on ("Chrome on Android"). */
  label: z.string(),
  /** Turned on in the session of the browser asking: "This device". */
  thisDevice: z.boolean(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const pushState = z.object({
  /** The server's VAPID public key (base64url): the browser subscribes with it. */
  publicKey: z.string(),
  devices: z.array(pushDevice),
  /** Message notifications show the text (off: "New message from Sam"). */
  messagePreviews: z.boolean(),
});
export type PushState = z.infer<typeof pushState>;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w-]+=*$/, 'Not base64url.');

/** What `PushSubscription.toJSON()` gives, as the browser hands it over. */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});

const feature = 'notifications';

export const pushApi = {
  state: endpoint({
    method: 'GET',
    path: '/api/push',
    access: 'member',
    feature,
    summary: "The member's devices with notifications on, the key to subscribe with, and previews",
    response: pushState,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/devices',
    access: 'member',
    feature,
    summary: 'Turn notifications on in this browser (its push subscription, tied to this session)',
    body: pushSubscriptionInput,
    response: pushState,
    errors: { UNKNOWN_PUSH_SERVICE: 422, BAD_KEYS: 422 },
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/devices/:id',
    access: 'member',
    feature,
    summary: 'Turn notifications off on one of the member’s devices',
    params: z.object({ id: z.uuid() }),
    response: pushState,
    errors: { NOT_FOUND: 404 },
  }),
  previews: endpoint({
    method: 'PUT',
    path: '/api/push/previews',
    access: 'member',
    feature,
    summary: 'Show or hide the text of messages in notifications',
    body: z.strictObject({ show: z.boolean() }),
    response: pushState,
  }),
};
