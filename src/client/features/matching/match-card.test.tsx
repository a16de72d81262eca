// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchCard as Match } from '#shared/contracts/matching';
import { renderFor } from '../../lib/member.fixture';
import { MatchCard } from './match-card';

afterEach(cleanup);

const match: Match = {
  userId: 'u-hal',
  name: 'Hal',
  avatarUrl: null,
  photos: [],
  identityRevealed: false,
  verified: false,
  age: 34,
  location: 'Austin',
  occupation: 'Teacher',
  emotionalType: null,
  score: 82,
  reasons: ['You both value honesty'],
  matchedAt: '2026-11-20T10:00:00.000Z',
  isNew: true,
  requestStatus: 'none',
  chatSessionId: null,
  introduction: null,
};
const card = (m: Match) =>
  renderFor(null, <MatchCard match={m} sending={false} onChat={() => {}} />);

describe('MatchCard', () => {
  it('tags a fresh match as new, with Chat to ask them', () => {
    card(match);
    expect(screen.getByText('New Match')).toBeTruthy();
    expect(screen.queryByText('Connected')).toBeNull();
    expect(screen.getByRole('button', { name: /Chat/ })).toBeTruthy();
  });

  it('tags a match who asked this member and was accepted as connected, with their chat', () => {
    card({ ...match, isNew: false, chatSessionId: 'c-1' });
    expect(screen.getAllByText('Connected').length).toBeGreaterThan(0);
    expect(screen.queryByText('New Match')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the chat with Hal' })).toBeTruthy();
  });
});
