import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { ownProfile, PROFILE_TEXT_LIMITS } from './profiles.js';
import { userIdParams } from './admin.js';

/** The admin-only profile fields (docs/product-rules.md §3, Profile). */
export const PERSONALITIES = [
  'ENFP',
  'INFP',
  'ENFJ',
  'INFJ',
  'ENTP',
  'INTP',
  'ENTJ',
  'INTJ',
] as const;
export const QUIZ_STATUSES = ['Pending', 'Completed', 'Incomplete'] as const;
export const NOTES_MAX = 2_000;
export const NAME_AND_EMAIL_REQUIRED = 'Name and email are required';

const day = z.string().nullable();

/** Everything the profile overview dialog shows about one member. */
export const memberOverview = ownProfile
  .pick({
    id: true,
    fullName: true,
    email: true,
    avatarUrl: true,
    verified: true,
    age: true,
    location: true,
    occupation: true,
    education: true,
    role: true,
    plan: true,
    subscriptionStatus: true,
    subscriptionPlan: true,
    blueprintPurchased: true,
    upgradedAt: true,
    createdAt: true,
  })
  .extend({
    matchingPlanType: z.string().nullable(),
    /** Matches the member has been given (rows, not the credit counter). */
    totalMatches: z.number().int(),
    /** Cents. */
    totalSpent: z.number().int(),
    subscriptionAmount: z.number().int().nullable(),
    stripeCustomerId: z.string().nullable(),
    lastPaymentDate: day,
    nextBillingDate: day,
    blueprintPurchasedAt: day,
    matchingPlanPurchasedAt: day,
    updatedAt: z.string(),
    personality: z.enum(PERSONALITIES),
    quizStatus: z.enum(QUIZ_STATUSES),
    isActive: z.boolean(),
    notes: z.string().nullable(),
    /** What was done to or by this account, newest first. */
    audit: z.array(
      z.object({
        id: z.string(),
        action: z.string(),
        /** Who did it: a name, or null for the system or a deleted account. */
        actorName: z.string().nullable(),
        /** True when the member did it themselves (a sign-in, a payment). */
        bySelf: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  });
export type MemberOverview = z.infer<typeof memberOverview>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** The edit-user dialog: every field every time; name and email are required. */
export const updateMemberBody = z.strictObject({
  fullName: z.string().trim().min(1, NAME_AND_EMAIL_REQUIRED).max(100),
  email: z.string().trim().toLowerCase().min(1, NAME_AND_EMAIL_REQUIRED).pipe(z.email()),
  age: z.number().int().min(18).max(120).nullable(),
  location: optionalText(PROFILE_TEXT_LIMITS.location.max),
  occupation: optionalText(PROFILE_TEXT_LIMITS.occupation.max),
  education: optionalText(PROFILE_TEXT_LIMITS.education.max),
  personality: z.enum(PERSONALITIES),
  quizStatus: z.enum(QUIZ_STATUSES),
  isActive: z.boolean(),
  notes: optionalText(NOTES_MAX),
});
export type UpdateMember = z.input<typeof updateMemberBody>;

export const adminMemberApi = {
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    feature: 'admin',
    summary: "One member's profile, account, billing, timeline and audit trail",
    params: userIdParams,
    response: memberOverview,
    errors: { NOT_FOUND: 404 },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id',
    access: 'admin',
    feature: 'admin',
    summary: "Edit a member's profile and the admin-only fields",
    params: userIdParams,
    body: updateMemberBody,
    response: z.object({ ok: z.literal(true) }),
    errors: { NOT_FOUND: 404, EMAIL_TAKEN: 409 },
  }),
};
