import type { Config } from './env.js';

/**
 * What an operator must know at start about where mails and payments go, when it is not the
 * real thing: printed once, on the console, by main.ts.
 */
export function startupNotes(
  config: Pick<Config, 'appUrl' | 'devMailbox'>,
  { mail, payments }: { mail: 'smtp' | 'outbox'; payments: 'stripe' | 'sandbox' },
): string[] {
  const notes: string[] = [];
  if (mail === 'outbox')
    notes.push(
      config.devMailbox
        ? `Mail: SMTP_URL is not set, so mails are kept in the database outbox, not sent. Read them at ${config.appUrl}/dev/mailbox.`
        : 'Mail: SMTP_URL is not set, so mails are kept in the database outbox (table mail_outbox) and reach nobody. Set SMTP_URL to send them, or start with DEV_MAILBOX=on (as `npm run dev` does) to read them at /dev/mailbox.',
    );
  if (payments === 'sandbox')
    notes.push(
      'Payments: no Stripe keys, so the built-in test payments run: test cards only, nothing is charged, and every page says so.',
    );
  return notes;
}
