import { describe, expect, it } from 'vitest';
import { startupNotes } from './startup-notes.js';

const config = { appUrl: 'http://localhost:3000', devMailbox: false };
const real = { mail: 'smtp', payments: 'stripe' } as const;

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
});
