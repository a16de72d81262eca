import { describe, expect, it } from 'vitest';
import { busEnvelope, checkedEnvelope } from './handlers.js';

describe('bus envelopes', () => {
  it('address one event to several members, each once', () => {
    expect(checkedEnvelope(['a', 'b', 'a'], { type: 'resync' })).toEqual({
      userIds: ['a', 'b'],
      event: { type: 'resync' },
    });
  });

  it('still read the one-addressee shape of the release before (a rolling deploy)', () => {
    expect(busEnvelope.parse({ userId: 'a', event: { type: 'resync' } })).toEqual({
      userIds: ['a'],
      event: { type: 'resync' },
    });
  });

  it('refuse an event the contract does not know', () => {
    expect(checkedEnvelope('a', { type: 'admin.grant' } as never)).toBeNull();
  });
});
