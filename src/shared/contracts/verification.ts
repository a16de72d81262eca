import { z } from 'zod';
import { DECLINE_REASON_MAX, POSE_IDS } from '../domain/verification-poses.js';
import { endpoint } from './endpoint.js';

/**
 * Where a member stands with photo verification (issue 29, part 1):
 * - `no-photo`: there is no main photo to compare with yet;
 * - `unverified`: never asked, or asked and withdrew;
 * - `pending`: a selfie waits for a moderator;
 * - `verified`: a moderator approved a selfie against the current main photo;
 * - `declined`: the last selfie was declined (`reason` says why); they may try again;
 * - `lapsed`: they were verified, then changed their main photo.
 */
export const VERIFICATION_STATES = [
  'no-photo',
  'unverified',
  'pending',
  'verified',
  'declined',
  'lapsed',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const verificationStatus = z.object({
  state: z.enum(VERIFICATION_STATES),
  /** The pose asked for and not yet sent: the selfie must copy it. */
  pose: z.enum(POSE_IDS).nullable(),
  /** The moderator's words when `declined`. */
  reason: z.string().nullable(),
  /** When the waiting selfie was sent (`pending`), or when the last decision was made. */
  at: z.string().nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatus>;

/** One selfie in the admin's Verification tab. */
export const verificationQueueItem = z.object({
  id: z.string(),
  memberId: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** The member's main photo as it is now: what the selfie is compared with (null: removed). */
  photoUrl: z.string().nullable(),
  pose: z.enum(POSE_IDS),
  submittedAt: z.string(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItem>;

export const verificationDecision = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('approve'),
    /** The main photo the moderator compared with: approval fails if it changed meanwhile. */
    photoUrl: z.string().max(200),
  }),
  z.strictObject({
    decision: z.literal('decline'),
    reason: z
      .string()
      .trim()
      .min(1, 'Tell the member why, so they can try again.')
      .max(DECLINE_REASON_MAX, `A reason is at most ${DECLINE_REASON_MAX} characters.`),
  }),
]);
export type VerificationDecision = z.input<typeof verificationDecision>;

/** Selfies are photos from a phone camera: the avatar cap (5 MB) applies to them too. */
export const SELFIE_MESSAGES = {
  noPose: 'Ask for a pose first, then take your selfie copying it.',
  noPhoto: 'Add a main profile photo first: the selfie is compared with it.',
  pending: 'Your selfie is already with our moderators.',
  verified: 'Your photo is already verified.',
} as const;

const selfieParams = z.object({ id: z.uuid('No such selfie.') });

export const verificationApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/verification',
    access: 'member',
    feature: 'verification',
    summary: 'Where the member stands with photo verification',
    response: verificationStatus,
  }),
  pose: endpoint({
    method: 'POST',
    path: '/api/verification/pose',
    access: 'member',
    feature: 'verification',
    summary: 'Pick a new random pose for the next selfie (rate limited)',
    response: verificationStatus,
    errors: { NO_PHOTO: 409, PENDING: 409, ALREADY_VERIFIED: 409 },
  }),
  selfie: endpoint({
    method: 'POST',
    path: '/api/verification/selfie',
    access: 'member',
    feature: 'verification',
    summary: 'Send the selfie in the asked pose for review (multipart, one image, at most 5 MB)',
    multipart: true,
    response: verificationStatus,
    errors: {
      NO_FILE: 400,
      NOT_AN_IMAGE: 400,
      NO_POSE: 409,
      NO_PHOTO: 409,
      PENDING: 409,
      STORAGE_UNAVAILABLE: 503,
    },
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/api/verification/selfie',
    access: 'member',
    feature: 'verification',
    summary: 'Take back a selfie still waiting for review; it is deleted at once',
    response: verificationStatus,
    errors: { NOT_FOUND: 404 },
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/verifications',
    access: 'admin',
    feature: 'verification',
    summary: 'Selfies waiting for a decision, oldest first (at most 50), and how many there are',
    response: z.object({ items: z.array(verificationQueueItem), total: z.number().int() }),
  }),
  selfieFile: endpoint({
    method: 'GET',
    path: '/api/admin/verifications/:id/selfie',
    access: 'admin',
    feature: 'verification',
    summary: 'The selfie of a waiting verification (admins only, never cached)',
    params: selfieParams,
    response: z.unknown().describe('The image bytes'),
    responseKind: 'raw',
    errors: { NOT_FOUND: 404, STORAGE_UNAVAILABLE: 503 },
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/verifications/:id/decision',
    access: 'admin',
    feature: 'verification',
    summary: 'Approve or decline a selfie; the selfie is deleted and the member mailed',
    params: selfieParams,
    body: verificationDecision,
    response: z.object({ ok: z.literal(true) }),
    errors: { NOT_FOUND: 404, OWN_VERIFICATION: 403, ALREADY_DECIDED: 409, PHOTO_CHANGED: 409 },
  }),
};
