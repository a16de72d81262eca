import { z } from 'zod';
import { PLAN_IDS } from '../domain/pricing.js';
import { conciergeMessage, conciergeMessageBody, CONCIERGE_NOTE_MAX } from './concierge.js';
import { endpoint } from './endpoint.js';
import { matchCard, questionnaireResponse } from './matching.js';

/**
 * A concierge's workspace and the admin's assignments (decision 0036). A concierge reads only the
 * members assigned to them (any other member is a 404, as if they did not exist), and reads their
 * reports, questionnaire and matches only while the member shares them.
 */
export const assignedMember = z.object({
  id: z.string(),
  firstName: z.string(),
  plan: z.enum(PLAN_IDS).nullable(),
  planActive: z.boolean(),
  sharing: z.boolean(),
  assignedAt: z.string(),
  /** The newest message of their conversation, to see who is waiting for whom. */
  lastMessage: conciergeMessage.pick({ author: true, createdAt: true }).nullable(),
});
export type AssignedMember = z.infer<typeof assignedMember>;

/** What the member shares: their reports, questionnaire, and matches as the member sees them. */
export const sharedWithConcierge = z.object({
  reports: z.object({
    emotionalType: z.string().nullable(),
    eqInsights: z.string().nullable(),
    blueprintReport: z.string().nullable(),
  }),
  questionnaire: questionnaireResponse.shape.questionnaire,
  matches: z.array(matchCard),
});
export type SharedWithConcierge = z.infer<typeof sharedWithConcierge>;

/** An accepted date of the member's that has taken place: the concierge may follow it up. */
export const pastDate = z.object({
  id: z.string(),
  withFirstName: z.string(),
  startsAt: z.string(),
  followedUp: z.boolean(),
});
export type PastDate = z.infer<typeof pastDate>;

export const memberFile = z.object({
  member: assignedMember,
  messages: z.array(conciergeMessage),
  /** Null while the member does not share. */
  shared: sharedWithConcierge.nullable(),
  pastDates: z.array(pastDate),
});
export type MemberFile = z.infer<typeof memberFile>;

export const introductionBody = z.strictObject({
  introducedId: z.string().min(1, 'Choose whom to introduce.'),
  note: z
    .string()
    .trim()
    .min(1, 'Add a note that says why you chose them.')
    .max(CONCIERGE_NOTE_MAX, `A note is at most ${CONCIERGE_NOTE_MAX} characters.`),
});
export type IntroductionInput = z.input<typeof introductionBody>;

export const followUpBody = conciergeMessageBody.extend({ followUpOf: z.uuid().optional() });

/** A member waiting for a concierge, as the admin's Concierge tab lists them. */
export const waitingMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(PLAN_IDS),
  since: z.string().nullable(),
});
export type WaitingMember = z.infer<typeof waitingMember>;

const memberParams = z.object({ id: z.string().min(1) });
const ok = z.object({ ok: z.literal(true) });
const assigned = { NOT_FOUND: 404 } as const;

export const conciergeWorkspaceApi = {
  members: endpoint({
    method: 'GET',
    path: '/api/concierge/members',
    access: 'concierge',
    feature: 'concierge',
    summary: 'The members assigned to the calling concierge',
    response: z.object({ members: z.array(assignedMember) }),
  }),
  member: endpoint({
    method: 'GET',
    path: '/api/concierge/members/:id',
    access: 'concierge',
    feature: 'concierge',
    summary: 'One assigned member: conversation, past dates, and what they share',
    params: memberParams,
    response: memberFile,
    errors: assigned,
  }),
  write: endpoint({
    method: 'POST',
    path: '/api/concierge/members/:id/messages',
    access: 'concierge',
    feature: 'concierge',
    summary: 'Write to an assigned member (a follow-up names the date it follows)',
    params: memberParams,
    body: followUpBody,
    response: conciergeMessage,
    errors: assigned,
  }),
  introduce: endpoint({
    method: 'POST',
    path: '/api/concierge/members/:id/introductions',
    access: 'concierge',
    feature: 'concierge',
    summary: 'Introduce one of the member’s matches to them, with a note (no credit)',
    params: memberParams,
    body: introductionBody,
    response: ok,
    errors: { ...assigned, NOT_SHARED: 409, ALREADY_INTRODUCED: 409 },
  }),
  waiting: endpoint({
    method: 'GET',
    path: '/api/admin/concierge',
    access: 'admin',
    feature: 'concierge',
    summary: 'Concierge-plan members without a concierge, and each concierge’s load',
    response: z.object({
      waiting: z.array(waitingMember),
      concierges: z.array(z.object({ id: z.string(), name: z.string(), members: z.number() })),
    }),
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/admin/concierge/assignments',
    access: 'admin',
    feature: 'concierge',
    summary: 'Assign a concierge-plan member to a concierge (or move them to another)',
    body: z.strictObject({ memberId: z.string().min(1), conciergeId: z.string().min(1) }),
    response: ok,
    errors: assigned,
  }),
};
