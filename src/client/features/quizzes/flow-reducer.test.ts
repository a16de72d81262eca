import { describe, expect, it } from 'vitest';
import { answeredCount, flowReducer, initialFlow, type FlowState } from './flow-reducer';

const run = (state: FlowState, ...actions: Parameters<typeof flowReducer>[1][]) =>
  actions.reduce(flowReducer, state);

describe('question flow', () => {
  it('starts on the first question with nothing answered', () => {
    expect(initialFlow(3)).toEqual({ index: 0, choices: [0, 0, 0], finished: false, moves: 0 });
  });

  it('records a choice, then advances from the question it was made on', () => {
    const state = run(
      initialFlow(3),
      { type: 'choose', index: 0, value: 4 },
      { type: 'advance', from: 0 },
    );
    expect(state).toMatchObject({ index: 1, choices: [4, 0, 0], finished: false, moves: 1 });
  });

  it('ignores a stale advance and a choice for a question no longer on screen', () => {
    let state = run(
      initialFlow(3),
      { type: 'choose', index: 0, value: 4 },
      { type: 'advance', from: 0 },
    );
    state = run(state, { type: 'advance', from: 0 }, { type: 'choose', index: 0, value: 1 });
    expect(state).toMatchObject({ index: 1, choices: [4, 0, 0] });
  });

  it('does not advance past an unanswered question', () => {
    expect(run(initialFlow(3), { type: 'advance', from: 0 }).index).toBe(0);
  });

  it('rejects values outside 1-5', () => {
    expect(run(initialFlow(2), { type: 'choose', index: 0, value: 6 }).choices).toEqual([0, 0]);
  });

  it('finishes after the last answer and Previous returns to the last question', () => {
    let state = run(
      initialFlow(2),
      { type: 'choose', index: 0, value: 5 },
      { type: 'advance', from: 0 },
      { type: 'choose', index: 1, value: 2 },
      { type: 'advance', from: 1 },
    );
    expect(state).toMatchObject({ index: 1, finished: true });
    expect(answeredCount(state)).toBe(2);
    state = run(state, { type: 'previous' });
    expect(state).toMatchObject({ index: 1, finished: false, choices: [5, 2] });
  });

  it('Previous on the first question does nothing', () => {
    const state = initialFlow(2);
    expect(run(state, { type: 'previous' })).toBe(state);
  });

  it('restart clears every answer', () => {
    const state = run(
      initialFlow(2),
      { type: 'choose', index: 0, value: 3 },
      { type: 'advance', from: 0 },
      { type: 'restart' },
    );
    expect(state).toMatchObject({ index: 0, choices: [0, 0], finished: false });
  });

  it('resumes saved choices at the first unanswered question', () => {
    expect(initialFlow(3, [5, 4, 0])).toMatchObject({
      index: 2,
      choices: [5, 4, 0],
      finished: false,
    });
    expect(initialFlow(2, [5, 4])).toMatchObject({ index: 1, finished: true });
  });

  it('ignores saved choices that do not fit the quiz', () => {
    expect(initialFlow(3, [5, 4]).choices).toEqual([0, 0, 0]);
    expect(initialFlow(2, [9, 1]).choices).toEqual([0, 0]);
  });
});
