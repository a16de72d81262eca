import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { directoryQuery } from './admin.js';

export const EMAIL_TEMPLATES = [
  'welcome',
  'quiz_reminder',
  'match_notification',
  'custom',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
/** High-priority mail leaves the outbox before normal and low. */
export const EMAIL_PRIORITIES = ['low', 'normal', 'high'] as const;
export type EmailPriority = (typeof EMAIL_PRIORITIES)[number];

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 20_000;
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
/** Written in a subject or body, it becomes each recipient's own name. */
export const NAME_PLACEHOLDER = '{{name}}';

/** Who receives it: one member, or every member the directory search selects. */
const recipients = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), userId: z.string().min(1).max(100) }),
  z.object({ kind: z.literal('search'), q: directoryQuery.shape.q }),
]);
export type EmailRecipients = z.infer<typeof recipients>;

export const adminEmailBody = z.strictObject({
  template: z.enum(EMAIL_TEMPLATES),
  priority: z.enum(EMAIL_PRIORITIES).default('normal'),
  subject: z.string().trim().min(1, FILL_IN_ALL_FIELDS).max(EMAIL_SUBJECT_MAX),
  body: z.string().trim().min(1, FILL_IN_ALL_FIELDS).max(EMAIL_BODY_MAX),
  to: recipients,
});
export type AdminEmail = z.input<typeof adminEmailBody>;

export const emailPreview = z.object({
  recipients: z.number().int(),
  /** The first few recipients, to check the search picked the right people. */
  sample: z.array(z.object({ fullName: z.string(), email: z.string() })),
  /** The mail as the first recipient will read it. */
  subject: z.string(),
  text: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreview>;

const errors = { NOT_FOUND: 404, NO_RECIPIENTS: 422 } as const;

export const adminEmailApi = {
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/emails/preview',
    access: 'admin',
    feature: 'admin',
    summary: 'Who an email would reach, and how it reads for the first of them',
    body: adminEmailBody,
    response: emailPreview,
    errors,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/admin/emails',
    access: 'admin',
    feature: 'admin',
    summary: 'Queue an email to one member or to the members a search selects',
    body: adminEmailBody,
    response: z.object({ queued: z.number().int() }),
    errors,
  }),
};
