/**
 * The one-question-at-a-time flow shared by every quiz: which question is on screen, what was
 * chosen, and whether the person has moved past the last question. Pure, so it is unit-tested.
 */
export interface FlowState {
  /** Zero-based index of the question on screen. */
  index: number;
  /** One choice per question, 1-5; 0 means not answered yet. */
  choices: number[];
  /** True once the last question was answered and the flow moved past it. */
  finished: boolean;
  /** How many times the person moved between questions; 0 means untouched (no focus moves yet). */
  moves: number;
}

export type FlowAction =
  | { type: 'choose'; index: number; value: number }
  | { type: 'advance'; from: number }
  | { type: 'previous' }
  | { type: 'restart' };

const isChoice = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;

/** A fresh flow, or one resumed from saved choices (ignored unless they fit this quiz). */
export function initialFlow(count: number, saved?: readonly number[]): FlowState {
  const fits = saved?.length === count && saved.every((v) => v === 0 || isChoice(v));
  const choices = fits ? [...saved] : Array<number>(count).fill(0);
  const firstOpen = choices.indexOf(0);
  if (count > 0 && firstOpen === -1) return { index: count - 1, choices, finished: true, moves: 0 };
  return { index: Math.max(firstOpen, 0), choices, finished: false, moves: 0 };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'choose': {
      // A late click on a question that is no longer on screen must not rewrite another answer.
      if (state.finished || action.index !== state.index || !isChoice(action.value)) return state;
      const choices = [...state.choices];
      choices[action.index] = action.value;
      return { ...state, choices };
    }
    case 'advance': {
      // Auto-advance fires after a short delay; ignore it when the person already moved on.
      if (state.finished || action.from !== state.index || state.choices[state.index] === 0)
        return state;
      const moves = state.moves + 1;
      if (state.index >= state.choices.length - 1) return { ...state, finished: true, moves };
      return { ...state, index: state.index + 1, moves };
    }
    case 'previous': {
      if (state.finished) return { ...state, finished: false, moves: state.moves + 1 };
      if (state.index === 0) return state;
      return { ...state, index: state.index - 1, moves: state.moves + 1 };
    }
    case 'restart':
      return { ...initialFlow(state.choices.length), moves: state.moves + 1 };
  }
}

/** How many questions have an answer. */
export const answeredCount = (state: FlowState) => state.choices.filter((c) => c > 0).length;
