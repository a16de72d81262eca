import { describe, expect, it } from 'vitest';
import { startupNotes } from './startup-notes.js';

const config = {
  appUrl: 'http://localhost:3000',
  devMailbox: false,
  production: false,
  s3: undefined,
};
const real = { mail: 'smtp', payments: 'stripe', sharedState: 'process' } as const;
const bucket = {
  endpoint: 'https://s3.example.com',
  bucket: 'photos',
  region: 'auto',
  accessKeyId: 'id',
  secretAccessKey: 'secret',
  forcePathStyle: false,
};

describe('the notes printed at start', () => {
  it('say where mails go without SMTP, and how to read them', () => {
    expect(startupNotes(config, { ...real, mail: 'outbox' })).toEqual([
      expect.stringMatching(/mail_outbox.*Set SMTP_URL.*DEV_MAILBOX=on/),
    ]);
    expect(startupNotes({ ...config, devMailbox: true }, { ...real, mail: 'outbox' })).toEqual([
      expect.stringContaining('http://localhost:3000/dev/mailbox'),
    ]);
  });

  it('say when payments are test payments, and nothing when all is real', () => {
    expect(startupNotes(config, { ...real, payments: 'sandbox' })).toEqual([
      expect.stringMatching(/test payments/),
    ]);
    expect(startupNotes(config, real)).toEqual([]);
  });

  it('warn when production instances share state but keep files on their own disk', () => {
    const production = { ...config, production: true };
    const several = { ...real, sharedState: 'redis' } as const;
    expect(startupNotes(production, several)).toEqual([
      expect.stringMatching(/another machine will not find them: set S3_ENDPOINT/i),
    ]);
    expect(startupNotes({ ...production, s3: bucket }, several)).toEqual([]);
    expect(startupNotes(production, real)).toEqual([]);
    expect(startupNotes(config, several)).toEqual([]);
  });
});
