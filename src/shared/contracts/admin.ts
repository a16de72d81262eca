import { endpoint } from './endpoint.js';
import { z } from 'zod';
import { roleSchema } from './profiles.js';

export const userIdParams = z.object({ id: z.string().min(1).max(100) });
export const setRoleBody = z.object({ role: roleSchema });
export const banBody = z.object({ reason: z.string().trim().max(500).nullable().default(null) });
export const okBody = z.object({ ok: z.literal(true) });

const userErrors = { NOT_FOUND: 404, LAST_ADMIN: 409 } as const;

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
