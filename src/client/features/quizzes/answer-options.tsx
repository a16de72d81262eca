import { Check } from 'lucide-react';
import { forwardRef, useImperativeHandle, useRef, type KeyboardEvent } from 'react';
import { cn } from '../../ui/class-names';

export interface AnswerOption {
  value: number;
  label: string;
}

interface AnswerOptionsProps {
  options: readonly AnswerOption[];
  /** The chosen value, 0 when none. */
  selected: number;
  onChoose: (value: number) => void;
  /** The id of the question text that names the group. */
  labelledBy: string;
}

export interface AnswerOptionsHandle {
  /** Focuses the chosen option, or the first one. */
  focus: (options?: FocusOptions) => void;
}

const NEXT_KEYS = ['ArrowDown', 'ArrowRight'];
const PREVIOUS_KEYS = ['ArrowUp', 'ArrowLeft'];

/**
 * A radio group of large answer cards. Arrow keys move focus (roving tabindex) without
 * answering, because answering moves to the next question; Space or Enter answers, and so do
 * the number keys shown on each card (handled by the flow).
 */
export const AnswerOptions = forwardRef<AnswerOptionsHandle, AnswerOptionsProps>(
  function AnswerOptions({ options, selected, onChoose, labelledBy }, ref) {
    const buttons = useRef<(HTMLButtonElement | null)[]>([]);
    const tabbable = Math.max(
      options.findIndex((o) => o.value === selected),
      0,
    );

    useImperativeHandle(
      ref,
      () => ({ focus: (options) => buttons.current[tabbable]?.focus(options) }),
      [tabbable],
    );

    function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      const current = buttons.current.findIndex((b) => b === document.activeElement);
      if (current === -1) return;
      let next = -1;
      if (NEXT_KEYS.includes(event.key)) next = (current + 1) % options.length;
      else if (PREVIOUS_KEYS.includes(event.key))
        next = (current - 1 + options.length) % options.length;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = options.length - 1;
      if (next === -1) return;
      event.preventDefault();
      buttons.current[next]?.focus();
    }

    return (
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        className="flex flex-col gap-3"
      >
        {options.map((option, i) => {
          const checked = option.value === selected;
          return (
            <button
              key={option.value}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={i === tabbable ? 0 : -1}
              onClick={() => onChoose(option.value)}
              className={cn(
                'flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-[12px] border-2 px-4 py-3 text-left text-base font-semibold',
                'transition-colors duration-150 focus-visible:outline-offset-2',
                checked
                  ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                  : 'border-border bg-surface text-fg hover:border-primary/60 hover:bg-primary-soft/40',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'hidden size-7 shrink-0 place-items-center rounded-full border text-xs font-bold sm:grid',
                  checked ? 'border-primary/40 bg-surface/70' : 'border-border text-muted',
                )}
              >
                {i + 1}
              </span>
              <span className="flex-1">{option.label}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full border-2',
                  checked ? 'border-primary bg-primary text-primary-foreground' : 'border-muted/50',
                )}
              >
                {checked && <Check className="size-3.5" strokeWidth={3} />}
              </span>
            </button>
          );
        })}
      </div>
    );
  },
);
