// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizQuestion } from '#shared/contracts/quizzes';
import { EQ_OPTIONS } from '#shared/domain/eq-scoring';
import { QuestionFlow } from './question-flow';
import { eqSectionTitle } from './section-titles';
import { ADVANCE_DELAY_MS, useQuestionFlow } from './use-question-flow';

const questions: QuizQuestion[] = [0, 1, 2, 3, 4, 5].map((position) => ({
  id: position + 10,
  position,
  question: `Statement ${position + 1}`,
  category: 'emotional',
  section: null,
  reverseScored: false,
}));

function Harness({ onFinished }: { onFinished: (choices: number[]) => void }) {
  const flow = useQuestionFlow(questions.length);
  if (flow.state.finished) {
    onFinished(flow.state.choices);
    return <p>finished</p>;
  }
  return (
    <QuestionFlow
      questions={questions}
      options={EQ_OPTIONS}
      flow={flow}
      sectionTitle={eqSectionTitle}
    />
  );
}

// A synchronous act flushes at once; its returned thenable has nothing left to wait for.
const advance = () => void act(() => void vi.advanceTimersByTime(ADVANCE_DELAY_MS));

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom does not lay out pages, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('QuestionFlow', () => {
  it('shows one question with its section, progress and a disabled Previous on the first', () => {
    render(<Harness onFinished={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Statement 1' })).toBeTruthy();
    expect(screen.getByText('Self-Awareness')).toBeTruthy();
    expect(screen.getByText('Question 1 of 6')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Statement 1' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
  });

  it('records a pick, advances after the short delay and moves focus to the next answers', () => {
    render(<Harness onFinished={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Often' }));
    expect(screen.getByRole('radio', { name: 'Often' }).getAttribute('aria-checked')).toBe('true');
    advance();
    expect(screen.getByText('Question 2 of 6')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Very often' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Often' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Often' }));
  });

  it('shows the next section header from index 5', () => {
    render(<Harness onFinished={() => {}} />);
    for (let i = 0; i < 5; i++) {
      fireEvent.keyDown(window, { key: '1' });
      advance();
    }
    expect(screen.getByText('Question 6 of 6')).toBeTruthy();
    expect(screen.getByText('Emotional Regulation')).toBeTruthy();
  });

  it('arrow keys move focus without answering; number keys answer', () => {
    const onFinished = vi.fn();
    render(<Harness onFinished={onFinished} />);
    const first = screen.getByRole('radio', { name: 'Very often' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Often' }));
    expect(screen.getByText('Question 1 of 6')).toBeTruthy();
    for (const key of ['5', '4', '3', '2', '1', '5']) {
      fireEvent.keyDown(window, { key });
      advance();
    }
    expect(onFinished).toHaveBeenCalledWith([1, 2, 3, 4, 5, 1]);
  });
});
