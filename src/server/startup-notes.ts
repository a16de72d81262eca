import type { Config } from './env.js';

interface Running {
  mail: 'smtp' | 'outbox';
  payments: 'stripe' | 'sandbox';
  /** 'redis': REDIS_URL is set, which is how instances share state, so there may be several. */
  sharedState: 'redis' | 'process';
}

/**
 * What an operator must know at start about where mails, payments and files go, when it is not
 * the real thing or will not hold: printed once, on the console, by main.ts.
 */
export function startupNotes(
  config: Pick<Config, 'appUrl' | 'devMailbox' | 'production' | 's3'>,
  { mail, payments, sharedState }: Running,
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
  // The production checklist's warning (docs/production.md): not refused, as one instance with
  // Redis is sound, but a second machine would answer 404 for every photo the first one stored.
  if (config.production && sharedState === 'redis' && !config.s3)
    notes.push(
      "Files: REDIS_URL is set for running several instances, but photos and data exports are stored on this machine's disk (DATA_DIR/uploads). Another instance on another machine will not find them: set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to keep them in a shared bucket.",
    );
  return notes;
}
