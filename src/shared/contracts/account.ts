import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** How long a data export's download link works, in hours. */
export const EXPORT_LINK_HOURS = 24;

/** The member's newest data export, as the Settings page shows it. */
export const dataExport = z.object({
  status: z.enum(['preparing', 'ready', 'downloaded', 'expired', 'failed']),
  requestedAt: z.string(),
  /** Until when the mailed link works (ready only). */
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

/** A download link's secret: 32 random bytes, base64url. */
export const exportToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a download link.');

export const accountApi = {
  exportStatus: endpoint({
    method: 'GET',
    path: '/api/account/export',
    access: 'member',
    feature: 'account',
    summary: "The member's newest data export, or null",
    response: z.object({ export: dataExport.nullable() }),
  }),
  requestExport: endpoint({
    method: 'POST',
    path: '/api/account/export',
    access: 'member',
    feature: 'account',
    summary:
      'Prepare a ZIP of everything stored about the member, in the background; a one-time link valid for 24 hours is mailed',
    response: z.object({ export: dataExport }),
    errors: { EXPORT_IN_PROGRESS: 409 },
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/account/export/:token',
    // The session is checked by the handler: a signed-out visitor is sent to sign in first.
    access: 'public',
    feature: 'account',
    summary:
      "The export's ZIP, once, for its signed-in owner within 24 hours; otherwise a redirect to sign-in or to Settings",
    params: z.object({ token: exportToken }),
    response: z.unknown().describe('The ZIP file'),
    responseKind: 'raw',
    errors: { STORAGE_UNAVAILABLE: 503 },
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    access: 'member',
    feature: 'account',
    summary:
      'Delete the account for good: subscriptions end first, then every row and file of the member; sent messages stay as "Deleted member"',
    body: z.strictObject({ password: z.string().min(1, 'Please enter your password.').max(200) }),
    response: z.object({ ok: z.literal(true) }),
    // NOT_FOUND: the account went (an admin deleted it) between the sign-in check and the deletion.
    errors: { WRONG_PASSWORD: 400, NOT_FOUND: 404, LAST_ADMIN: 409, PROVIDER_UNAVAILABLE: 503 },
  }),
};
