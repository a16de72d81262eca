import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** Another member the caller has matched or talked with. */
export const memberRef = z.object({ userId: z.string().min(1).max(100) });

/** Someone this member blocked, as their settings list them (what a match may see). */
export const blockedMember = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMember>;

/** Why a member reports another (the words the report form shows are in ABUSE_REPORT_REASON_LABELS). */
export const ABUSE_REPORT_REASONS = [
  'fake_profile',
  'harassment',
  'inappropriate_photos',
  'scam',
  'under_18',
  'other',
] as const;
export type AbuseReportReason = (typeof ABUSE_REPORT_REASONS)[number];
export const ABUSE_REPORT_REASON_LABELS: Record<AbuseReportReason, string> = {
  fake_profile: 'Fake profile',
  harassment: 'Harassment',
  inappropriate_photos: 'Inappropriate photos',
  scam: 'Scam or money requests',
  under_18: 'Under 18',
  other: 'Other',
};
export const ABUSE_REPORT_NOTE_MAX = 2_000;
/** Reports one member may file in an hour. */
export const ABUSE_REPORTS_PER_HOUR = 20;
export const ABUSE_REPORT_MESSAGES_MAX = 20;

export const abuseReportBody = z.strictObject({
  userId: z.string().min(1).max(100),
  reason: z.enum(ABUSE_REPORT_REASONS, 'Choose a reason for the report.'),
  note: z
    .string()
    .trim()
    .max(
      ABUSE_REPORT_NOTE_MAX,
      `A note is at most ${ABUSE_REPORT_NOTE_MAX.toLocaleString('en-US')} characters.`,
    )
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  /** Messages from the conversation with them, attached as evidence. */
  messageIds: z.array(z.uuid()).max(ABUSE_REPORT_MESSAGES_MAX).default([]),
});
export type AbuseReportInput = z.input<typeof abuseReportBody>;

const ok = z.object({ ok: z.literal(true) });
/** A stranger, oneself, or nobody: the same answer, so it tells nothing about other accounts. */
const relationErrors = { NOT_A_MATCH: 404 } as const;

export const safetyApi = {
  block: endpoint({
    method: 'POST',
    path: '/api/safety/blocks',
    access: 'member',
    feature: 'safety',
    summary:
      'Block a match: each disappears for the other, the conversation closes, a pending request is withdrawn',
    body: memberRef,
    response: ok,
    errors: relationErrors,
  }),
  blocked: endpoint({
    method: 'GET',
    path: '/api/safety/blocks',
    access: 'member',
    feature: 'safety',
    summary: 'The members this member blocked, newest first',
    response: z.object({ blocked: z.array(blockedMember) }),
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/api/safety/blocks/:userId',
    access: 'member',
    feature: 'safety',
    summary: 'Lift a block (the two may be matched again; the closed conversation stays closed)',
    params: memberRef,
    response: ok,
    errors: { NOT_FOUND: 404 },
  }),
  reportMember: endpoint({
    method: 'POST',
    path: '/api/safety/reports',
    access: 'member',
    feature: 'safety',
    summary:
      'Report a match to the moderators (it also blocks them); the reporter is mailed an acknowledgement',
    body: abuseReportBody,
    response: ok,
    errors: { ...relationErrors, TOO_MANY_REPORTS: 429 },
  }),
  unmatch: endpoint({
    method: 'POST',
    path: '/api/safety/unmatch',
    access: 'member',
    feature: 'safety',
    summary: 'End a match for both: the conversation closes and they are never matched again',
    body: memberRef,
    response: ok,
    errors: relationErrors,
  }),
};
