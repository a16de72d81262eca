import { z } from 'zod';
import { IDENTITY_REVEAL_STATUSES } from '../domain/identity-reveal.js';
import { endpoint } from './endpoint.js';

/**
 * Where the reveal of a conversation stands for the caller: 'none', 'requested_by_me' (the caller
 * consented, the other member has not yet), 'requested_by_them' (the other member asks; the
 * caller may confirm), 'revealed' (both consented: full names and clear photos everywhere).
 */
export const identityRevealStatus = z.enum(IDENTITY_REVEAL_STATUSES);
export const identityRevealResponse = z.object({ status: identityRevealStatus });
export type IdentityRevealResponse = z.infer<typeof identityRevealResponse>;

const sessionParams = z.object({ sessionId: z.string().uuid('No such conversation.') });
/** Strangers to the conversation get 404 (it might as well not exist); chat is Premium's (402). */
const errors = { NOT_FOUND: 404, PREMIUM_REQUIRED: 402, CONVERSATION_CLOSED: 409 } as const;

export const identityApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/chats/:sessionId/identity-reveal',
    access: 'member',
    feature: 'identity',
    summary: 'Where the identity reveal of one conversation stands for this member',
    params: sessionParams,
    response: identityRevealResponse,
    errors,
  }),
  /**
   * This member consents to reveal. The first consent posts an 'Identity Reveal Request' card,
   * the second an 'Identity Revealed' card; consenting again changes nothing.
   */
  consent: endpoint({
    method: 'POST',
    path: '/api/chats/:sessionId/identity-reveal',
    access: 'member',
    feature: 'identity',
    summary: 'Consent to reveal full name and photo to the other member of a conversation',
    params: sessionParams,
    response: identityRevealResponse,
    errors,
  }),
};
