import { expect, type APIRequestContext } from '@playwright/test';

/** One mail as the development mailbox (/dev/mailbox.json) lists it, newest first. */
export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  createdAt: string;
}

export async function readMailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(res.ok(), 'the development mailbox answers').toBe(true);
  return (await res.json()) as Mail[];
}

/** Waits for the newest mail of a kind to this address (sent after `after`) and returns its link. */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  kind:
    | 'verify-email'
    | 'reset-password'
    | 'existing-account'
    | 'data-export'
    | 'password-changed'
    | 'change-email'
    | 'email-change-requested',
  after = 0,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await readMailbox(request, to)).find(
          (m) => m.kind === kind && Date.parse(m.createdAt) >= after,
        );
        link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { message: `a ${kind} mail to ${to}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}
