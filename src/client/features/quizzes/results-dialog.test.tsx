// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EqResult } from '#shared/contracts/quizzes';
import { EQ_CATEGORIES } from '#shared/domain/eq-scoring';
import { memberProfile, memberStats, renderFor } from '../../lib/member.fixture';
import { EqDoneCard } from './eq-done-card';
import { ResultsDialog } from './results-dialog';

afterEach(cleanup);

const result: EqResult = {
  score: 100,
  maxScore: 125,
  band: 'Moderate-High EQ',
  categoryScores: Object.fromEntries(
    EQ_CATEGORIES.map((c) => [c, { score: 20 }]),
  ) as EqResult['categoryScores'],
  emotionalType: 'The Steady Harbor',
  report: '# The Steady Harbor\n\nYou stay calm when others rush.',
  completedAt: '2025-01-01T00:00:00.000Z',
};
const decoder = 'Click Here to Complete Your Compatibility Decoder';
const withBlueprint = { profile: memberProfile(), stats: memberStats({ tookBlueprintQuiz: true }) };

const dialog = (
  <ResultsDialog
    open
    onOpenChange={() => {}}
    result={result}
    email="maya@example.com"
    userId="t1"
  />
);

describe('ResultsDialog', () => {
  it('says exactly what the results mail holds, and where it goes', async () => {
    renderFor(null, dialog);
    expect(
      await screen.findByText(
        'Written from your own answers. This report, your score, your five area scores and your link to the Compatibility Decoder are on their way to maya@example.com.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('You stay calm when others rush.')).toBeTruthy();
  });

  it('leads a visitor to the Decoder', async () => {
    renderFor(null, dialog);
    expect((await screen.findByRole('link', { name: decoder })).getAttribute('href')).toBe(
      '/bluz?user_id=t1',
    );
  });

  it('leads a member who took the Decoder to their reports instead', async () => {
    renderFor(withBlueprint, dialog);
    const reports = await screen.findByRole('link', { name: 'Open Your Reports' });
    expect(reports.getAttribute('href')).toBe('/user?section=reports');
    expect(screen.getByText('Your Blueprint is already complete')).toBeTruthy();
    expect(screen.queryByRole('link', { name: decoder })).toBeNull();
    expect(screen.getByRole('link', { name: 'See Your Full Score Breakdown' })).toBeTruthy();
  });
});

describe('EqDoneCard', () => {
  const card = <EqDoneCard email="maya@example.com" userId="t1" onShowResults={() => {}} />;

  it('says what was mailed and offers the Decoder to a visitor', async () => {
    renderFor(null, card);
    expect(await screen.findByRole('link', { name: 'Continue to the Decoder' })).toBeTruthy();
    expect(screen.getByText(/full Emotional Connection Style report and your scores/)).toBeTruthy();
  });

  it('offers a member who took the Decoder their reports', async () => {
    renderFor(withBlueprint, card);
    expect(await screen.findByRole('link', { name: 'Open Your Reports' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to the Decoder' })).toBeNull();
  });
});
