import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The member's own controls (the dashboard's Settings section). */
export const memberSettings = z.object({
  /** Since when the profile is paused, or null. */
  pausedAt: z.string().nullable(),
});
export type MemberSettings = z.infer<typeof memberSettings>;

export const settingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/settings',
    access: 'member',
    feature: 'settings',
    summary: "The member's settings",
    response: memberSettings,
  }),
  pause: endpoint({
    method: 'PUT',
    path: '/api/settings/pause',
    access: 'member',
    feature: 'settings',
    summary:
      'Pause or resume the profile: paused, the member is not matched and cannot be sent new requests; conversations go on',
    body: z.strictObject({ paused: z.boolean() }),
    response: memberSettings,
  }),
};
