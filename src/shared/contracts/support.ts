import { z } from 'zod';
import { emailAddress } from './email-address.js';
import { endpoint } from './endpoint.js';
import { pageNumber, pageSizeOf } from './paging.js';

/** What a message to the team is about (the form's words are in SUPPORT_TOPIC_LABELS). */
export const SUPPORT_TOPICS = ['refund', 'billing', 'account', 'safety', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  refund: 'A refund',
  billing: 'Billing and payments',
  account: 'My account',
  safety: 'Safety or another member',
  other: 'Something else',
};

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5_000;
export const SUPPORT_REPLY_MAX = 10_000;
export const SUPPORT_NAME_MAX = 100;
/** What a signed-out sender must give, so we can write back. */
export const SUPPORT_CONTACT_REQUIRED = 'Please enter your name and email, so we can write back.';

/**
 * A message from the Help page. Signed in, the name and address are the account's and these
 * two fields are ignored; signed out, both are required (the server says so when they are missing).
 */
export const supportMessageBody = z.strictObject({
  topic: z.enum(SUPPORT_TOPICS, 'Choose what your message is about.'),
  message: z
    .string()
    .trim()
    .min(SUPPORT_MESSAGE_MIN, `Please write at least ${SUPPORT_MESSAGE_MIN} characters.`)
    .max(
      SUPPORT_MESSAGE_MAX,
      `A message is at most ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
    ),
  name: z
    .string()
    .trim()
    .max(SUPPORT_NAME_MAX, `A name is at most ${SUPPORT_NAME_MAX} characters.`)
    .optional(),
  email: emailAddress.optional(),
});
export type SupportMessageInput = z.input<typeof supportMessageBody>;

export const SUPPORT_STATUSES = ['open', 'done'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** One message as the admin's Support tab lists it. */
export const supportInboxItem = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  name: z.string(),
  email: z.string(),
  /** True when it was sent signed in (the account still exists). */
  fromMember: z.boolean(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** The admin who replied or marked it done; null when none or their account is gone. */
  handledBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type SupportInboxItem = z.infer<typeof supportInboxItem>;

export const SUPPORT_PAGE_SIZES = [10, 25, 50] as const;
export type SupportPageSize = (typeof SUPPORT_PAGE_SIZES)[number];

export const supportInboxQuery = z.object({
  page: pageNumber,
  pageSize: pageSizeOf(SUPPORT_PAGE_SIZES, 'messages').default(25),
});

export const supportReplyBody = z.strictObject({
  reply: z
    .string()
    .trim()
    .min(1, 'Write your reply.')
    .max(
      SUPPORT_REPLY_MAX,
      `A reply is at most ${SUPPORT_REPLY_MAX.toLocaleString('en-US')} characters.`,
    ),
});
export type SupportReplyInput = z.input<typeof supportReplyBody>;

const ok = z.object({ ok: z.literal(true) });
const messageParams = z.object({ id: z.uuid('No such message.') });
const handled = { NOT_FOUND: 404, ALREADY_DONE: 409 } as const;

export const supportApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/support/messages',
    access: 'public',
    feature: 'support',
    summary:
      'Write to the team from the Help page (signed in or out); the sender is mailed an acknowledgement',
    body: supportMessageBody,
    response: ok,
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/api/admin/support',
    access: 'admin',
    feature: 'support',
    summary: 'The support inbox: open messages first (oldest first), then done ones (newest first)',
    query: supportInboxQuery,
    response: z.object({
      messages: z.array(supportInboxItem),
      total: z.number().int(),
      open: z.number().int(),
    }),
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/support/:id/reply',
    access: 'admin',
    feature: 'support',
    summary: 'Mail a reply to the sender, with their message quoted, and mark the message done',
    params: messageParams,
    body: supportReplyBody,
    response: ok,
    errors: handled,
  }),
  done: endpoint({
    method: 'POST',
    path: '/api/admin/support/:id/done',
    access: 'admin',
    feature: 'support',
    summary: 'Mark a message done without replying',
    params: messageParams,
    response: ok,
    errors: handled,
  }),
};
