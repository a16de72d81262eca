import { describe, expect, it } from 'vitest';
import { audienceText, membersText, queuedText, recipientsOf } from './email-text';

const ana = { id: 'u1', fullName: 'Ana Lima', email: 'ana@example.com' };

describe('the Send Email dialog texts', () => {
  it('counts members in the right number', () => {
    expect(membersText(1)).toBe('1 member');
    expect(membersText(0)).toBe('0 members');
    expect(membersText(250)).toBe('250 members');
    expect(queuedText(1)).toBe('Queued for 1 member.');
    expect(queuedText(12)).toBe('Queued for 12 members.');
  });

  it('says who the email goes to', () => {
    expect(audienceText({ kind: 'member', member: ana })).toBe('To: Ana Lima (ana@example.com)');
    expect(audienceText({ kind: 'search', q: 'lima' })).toBe('To: every member matching “lima”');
    expect(audienceText({ kind: 'search', q: '' })).toBe('To: every member');
  });

  it('sends the server one member or the search', () => {
    expect(recipientsOf({ kind: 'member', member: ana })).toEqual({ kind: 'member', userId: 'u1' });
    expect(recipientsOf({ kind: 'search', q: 'lima' })).toEqual({ kind: 'search', q: 'lima' });
  });
});
