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
