import { z } from 'zod';
import { MAX_NAME_LENGTH, ROLES } from '../domain/accounts.js';
import { isTimeZone } from '../domain/time-zones.js';
import { endpoint } from './endpoint.js';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
/** A role in the words the dashboard's badge and the admin panel show. */
export const ROLE_LABEL: Record<Role, string> = {
  admin: 'Admin',
  user: 'Member',
  tester: 'Tester',
  concierge: 'Concierge',
};

/** Who a session belongs to, as the server reads it and the browser's session query returns it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** The signed-in member's own profile: everything they may see about themselves. */
export const ownProfile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The main photo: the first of `photos`, or null when there is none. */
  avatarUrl: z.string().nullable(),
  /**
   * All of the member's photos (at most six), in their order; the first is the main photo.
   * contracts/profile-photos.ts adds, removes and reorders them.
   */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  /** A moderator verified the main photo above (features/verification). */
  verified: z.boolean(),
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  occupation: z.string().nullable(),
  education: z.string().nullable(),
  aboutMe: z.string().nullable(),
  interestsHobbies: z.string().nullable(),
  lookingFor: z.string().nullable(),
  role: roleSchema,
  plan: z.enum(['Free', 'Premium', 'VIP']),
  subscriptionStatus: z.string().nullable(),
  subscriptionPlan: z.string().nullable(),
  matchesCount: z.number().int(),
  blueprintPurchased: z.boolean(),
  upgradedAt: z.string().nullable(),
  profileCompletion: z.number().int(),
  emotionalType: z.string().nullable(),
  /** The member's time zone as their browser last reported it. */
  timeZone: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfile>;

/**
 * How far the member has come, for the dashboard home's next step (with the plan and the
 * figures beside it): each flag is read from the member's own rows.
 */
export const journeyFacts = z.object({
  tookEqQuiz: z.boolean(),
  tookBlueprintQuiz: z.boolean(),
  answeredQuestionnaire: z.boolean(),
  /** A chat request the member sent is still waiting for an answer. */
  awaitingChatReply: z.boolean(),
  /** A date in one of the member's conversations is proposed or agreed. */
  hasPlannedDate: z.boolean(),
});
export type JourneyFacts = z.infer<typeof journeyFacts>;

/** The four numbers on the dashboard home, computed from the member's real data, and the journey. */
export const dashboardStats = z.object({
  activeMatches: z.number().int(),
  activeChats: z.number().int(),
  compatibilityScore: z.number().int(),
  profileCompletion: z.number().int(),
  journey: journeyFacts,
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/** What a member is looking for (docs/product-rules.md §3 Profile looking_for). */
export const LOOKING_FOR = ['casual', 'long-term', 'friendship'] as const;
export const lookingForSchema = z.enum(LOOKING_FOR);
export type LookingFor = z.infer<typeof lookingForSchema>;

/** Field messages, shared so the editor shows the same words the server answers with. */
export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Your name can be at most 100 characters.',
  ageNotWhole: 'Please enter your age as a whole number.',
  ageTooLow: 'You must be at least 18.',
  ageTooHigh: 'Please enter an age of 120 or less.',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
} as const;

/** The free-text fields, their length limits and the names used in messages. */
export const PROFILE_TEXT_LIMITS = {
  location: { max: 100, label: 'Location' },
  occupation: { max: 100, label: 'Occupation' },
  education: { max: 100, label: 'Education' },
  aboutMe: { max: 1000, label: 'About me' },
  interestsHobbies: { max: 1000, label: 'Interests & hobbies' },
} as const;

/** A free-text field: trimmed, and an empty answer is stored as "not given" (null). */
const profileText = ({ max, label }: { max: number; label: string }) =>
  z
    .string()
    .trim()
    .max(max, PROFILE_MESSAGES.tooLong(label, max))
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * PUT /api/profile: the member's own editable fields, all of them every time (an empty field
 * clears it). There is no id: the server edits the session's own profile. Unknown keys are refused.
 */
export const updateProfileRequest = z.strictObject({
  fullName: z
    .string()
    .trim()
    .min(1, PROFILE_MESSAGES.nameRequired)
    .max(MAX_NAME_LENGTH, PROFILE_MESSAGES.nameTooLong),
  age: z
    .number({ error: PROFILE_MESSAGES.ageNotWhole })
    .int(PROFILE_MESSAGES.ageNotWhole)
    .min(18, PROFILE_MESSAGES.ageTooLow)
    .max(120, PROFILE_MESSAGES.ageTooHigh)
    .nullable(),
  location: profileText(PROFILE_TEXT_LIMITS.location),
  occupation: profileText(PROFILE_TEXT_LIMITS.occupation),
  education: profileText(PROFILE_TEXT_LIMITS.education),
  aboutMe: profileText(PROFILE_TEXT_LIMITS.aboutMe),
  interestsHobbies: profileText(PROFILE_TEXT_LIMITS.interestsHobbies),
  lookingFor: lookingForSchema.nullable(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
export type UpdateProfileValues = z.output<typeof updateProfileRequest>;

/** POST /api/profile/avatar takes one image file of at most this many bytes (multipart field "file"). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MESSAGES = {
  notImage: 'Please upload an image file (JPEG, PNG, WebP or GIF).',
  tooLarge: 'Your photo is larger than 5 MB. Please choose a smaller one.',
  missing: 'Please choose a photo to upload.',
} as const;

/** Why a chosen file will not do as a photo, told before it is sent (the server checks its bytes). */
export function photoFileProblem(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('image/')) return AVATAR_MESSAGES.notImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return undefined;
}

export const profilesApi = {
  me: endpoint({
    method: 'GET',
    path: '/api/profile',
    access: 'member',
    feature: 'profiles',
    summary: 'The signed-in member’s own profile',
    response: ownProfile,
    errors: { NOT_FOUND: 404 },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/profile',
    access: 'member',
    feature: 'profiles',
    summary: 'Edit the signed-in member’s own profile',
    body: updateProfileRequest,
    response: ownProfile,
    errors: { NOT_FOUND: 404 },
  }),
  timeZone: endpoint({
    method: 'PUT',
    path: '/api/profile/time-zone',
    access: 'member',
    feature: 'profiles',
    summary: 'Remember the time zone the member’s browser is in',
    body: z.object({ timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone.') }),
    response: z.object({ timeZone: z.string() }),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/profile/stats',
    access: 'member',
    feature: 'profiles',
    summary: 'The dashboard home’s four figures and how far the member has come',
    response: dashboardStats,
    errors: { NOT_FOUND: 404 },
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/profile/avatar',
    access: 'member',
    feature: 'profiles',
    summary:
      'Replace the main photo (multipart, one image file, at most 5 MB); the other photos stay',
    multipart: true,
    response: ownProfile,
    errors: { NO_FILE: 400, NOT_AN_IMAGE: 400, NOT_FOUND: 404, STORAGE_UNAVAILABLE: 503 },
  }),
  removeAvatar: endpoint({
    method: 'DELETE',
    path: '/api/profile/avatar',
    access: 'member',
    feature: 'profiles',
    summary: 'Remove the main photo; the next photo becomes the main one',
    response: ownProfile,
    errors: { NOT_FOUND: 404 },
  }),
  avatarFile: endpoint({
    method: 'GET',
    path: '/api/files/avatars/:name',
    access: 'member',
    feature: 'profiles',
    summary: 'An avatar image (members only; cached for a year, names never reused)',
    params: z.object({ name: z.string().max(100) }),
    response: z.unknown().describe('The image bytes'),
    responseKind: 'raw',
    errors: { NOT_FOUND: 404, STORAGE_UNAVAILABLE: 503 },
  }),
};
