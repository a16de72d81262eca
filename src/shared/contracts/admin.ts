import { z } from 'zod';
import { roleSchema } from './profiles.js';

export const userIdParams = z.object({ id: z.string().min(1).max(100) });
export const setRoleBody = z.object({ role: roleSchema });
export const banBody = z.object({ reason: z.string().trim().max(500).nullable().default(null) });
export const okBody = z.object({ ok: z.literal(true) });
