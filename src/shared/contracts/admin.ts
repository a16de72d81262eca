import { endpoint } from './endpoint.js';
import { pageNumber, pageSizeOf } from './paging.js';
import { z } from 'zod';
import { roleSchema } from './profiles.js';

export const userIdParams = z.object({ id: z.string().min(1).max(100) });
export const setRoleBody = z.object({ role: roleSchema });
export const banBody = z.object({ reason: z.string().trim().max(500).nullable().default(null) });
export const okBody = z.object({ ok: z.literal(true) });

const userErrors = { NOT_FOUND: 404, LAST_ADMIN: 409, NOT_ON_YOURSELF: 409 } as const;

/** What an admin may do to an account; each action is audited and ends the target's sessions. */
export const adminApi = {
  setRole: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/role',
    access: 'admin',
    feature: 'admin',
    summary: 'Make an account a member, tester or admin',
    params: userIdParams,
    body: setRoleBody,
    response: okBody,
    errors: userErrors,
  }),
  ban: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/ban',
    access: 'admin',
    feature: 'admin',
    summary: 'Ban an account (signs it out everywhere)',
    params: userIdParams,
    body: banBody,
    response: okBody,
    errors: userErrors,
  }),
  turnOffTwoFactor: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/two-factor/off',
    access: 'admin',
    feature: 'admin',
    summary:
      'Turn off two-factor sign-in for a member who lost their phone and backup codes (signs them out everywhere, mails them)',
    params: userIdParams,
    response: okBody,
    errors: { ...userErrors, TWO_FACTOR_NOT_ON: 409 },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    feature: 'admin',
    summary: 'Delete an account and everything stored about it',
    params: userIdParams,
    response: okBody,
    // The member's subscription is stopped at the payment provider first; when it cannot be
    // reached, nothing is deleted.
    errors: { ...userErrors, PROVIDER_UNAVAILABLE: 503 },
  }),
};

/** The directory's page sizes; the first page is the newest accounts. */
export const DIRECTORY_PAGE_SIZES = [10, 25, 50] as const;

export const directoryQuery = z.object({
  /** Any part of a full name or email, case-insensitive. */
  q: z.string().trim().max(100, 'Search for at most 100 characters.').default(''),
  page: pageNumber,
  pageSize: pageSizeOf(DIRECTORY_PAGE_SIZES, 'accounts').default(25),
});

export const directoryUser = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  /** Their current main photo is verified (the badge members see). */
  verified: z.boolean(),
  /** Sign-in asks them for an authenticator code (staff may turn it off for them). */
  twoFactor: z.boolean(),
  createdAt: z.string(),
});
export type DirectoryUser = z.infer<typeof directoryUser>;

/** The user directory: every account but the admin's own, newest first, searched on the server. */
export const adminDirectoryApi = {
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    feature: 'admin',
    summary: 'Accounts other than the caller, newest first, optionally searched by name or email',
    query: directoryQuery,
    response: z.object({ users: z.array(directoryUser), total: z.number().int() }),
  }),
};
