import { z } from 'zod';

export const roleSchema = z.enum(['admin', 'user', 'tester']);
export type Role = z.infer<typeof roleSchema>;

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
  avatarUrl: z.string().nullable(),
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
  createdAt: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfile>;

/** The four numbers on the dashboard home, computed from the member's real data. */
export const dashboardStats = z.object({
  activeMatches: z.number().int(),
  activeChats: z.number().int(),
  compatibilityScore: z.number().int(),
  profileCompletion: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
