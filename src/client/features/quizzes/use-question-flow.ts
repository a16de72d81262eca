import { useCallback, useEffect, useReducer, useRef } from 'react';
import { flowReducer, initialFlow, type FlowState } from './flow-reducer';

/** docs/product-rules.md §9: picking an answer records it and moves on after a short delay (about 50 ms). */
export const ADVANCE_DELAY_MS = 50;

export interface QuestionFlowApi {
  state: FlowState;
  /** Records a choice for the question on screen and advances shortly after. */
  choose: (value: number) => void;
  previous: () => void;
  restart: () => void;
}

/** The flow reducer plus the auto-advance timer; `saved` resumes earlier choices. */
export function useQuestionFlow(count: number, saved?: readonly number[]): QuestionFlowApi {
  const [state, dispatch] = useReducer(flowReducer, undefined, () => initialFlow(count, saved));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const index = state.index;
  const choose = useCallback(
    (value: number) => {
      dispatch({ type: 'choose', index, value });
      // Choosing again within the delay (a corrected tap) restarts it rather than skipping twice.
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => dispatch({ type: 'advance', from: index }),
        ADVANCE_DELAY_MS,
      );
    },
    [index],
  );
  const previous = useCallback(() => {
    clearTimeout(timer.current);
    dispatch({ type: 'previous' });
  }, []);
  const restart = useCallback(() => {
    clearTimeout(timer.current);
    dispatch({ type: 'restart' });
  }, []);

  return { state, choose, previous, restart };
}
