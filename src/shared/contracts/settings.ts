import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { notificationChoices } from './notifications.js';

/** The member's own controls (the dashboard's Settings section). */
export const memberSettings = z.object({
  /** Since when the profile is paused, or null. */
  pausedAt: z.string().nullable(),
  /** Which emails the member gets (all on until they turn one off). */
  notifications: notificationChoices,
});
export type MemberSettings = z.infer<typeof memberSettings>;

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
};
