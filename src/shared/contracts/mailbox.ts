import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** Every mail the app wrote, newest first; only outside production (docs/architecture.md 5). */
const mailboxQuery = z.object({ to: z.string().trim().toLowerCase().max(320).optional() });

export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const mailboxApi = {
  page: endpoint({
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    feature: 'mailbox',
    summary: 'Development only: a page to read the mails and click their links',
    query: mailboxQuery,
    response: z.unknown(),
    responseKind: 'raw',
  }),
  mails: endpoint({
    method: 'GET',
    path: '/dev/mailbox.json',
    access: 'public',
    feature: 'mailbox',
    summary: 'Development only: the mails as JSON, for tests and tools',
    query: mailboxQuery,
    response: z.array(outboxMail),
  }),
};
