import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { QuizQuestion } from '#shared/contracts/quizzes';
import { Button } from '../../ui/button';
import { cn } from '../../ui/class-names';
import { AnswerOptions, type AnswerOption, type AnswerOptionsHandle } from './answer-options';
import type { QuestionFlowApi } from './use-question-flow';

interface QuestionFlowProps {
  questions: readonly QuizQuestion[];
  options: readonly AnswerOption[];
  flow: QuestionFlowApi;
  /** The section header above the question (EQ category or Blueprint area). */
  sectionTitle: (index: number, question: QuizQuestion) => string;
  /** 'Previous' on the EQ quiz, 'Previous Question' on the Blueprint quiz. */
  previousLabel?: string;
  className?: string;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  !!target.closest('input, textarea, select, [contenteditable="true"]');

/** One question at a time: section header, progress, the statement and its answer cards. */
export function QuestionFlow({
  questions,
  options,
  flow,
  sectionTitle,
  previousLabel = 'Previous',
  className,
}: QuestionFlowProps) {
  const { state, choose, previous } = flow;
  const question = questions[state.index];
  const root = useRef<HTMLDivElement>(null);
  const group = useRef<AnswerOptionsHandle>(null);
  const top = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // Once the person has moved, focus follows the new question so keyboard and screen-reader
  // users land on its answers (the group is named by the statement). Never on first load.
  // The progress line is scrolled back into view too: on a phone the page would otherwise stay
  // scrolled to the answers and hide the next question's header.
  useEffect(() => {
    if (state.moves === 0) return;
    group.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'nearest' });
  }, [state.index, state.moves]);

  // Number keys answer on desktop (1 = the first card), unless typing or another dialog is on top.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.repeat ||
        isEditable(event.target)
      )
        return;
      const option = options[Number(event.key) - 1];
      if (!option || !/^[1-9]$/.test(event.key)) return;
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog && !(root.current && dialog.contains(root.current))) return;
      event.preventDefault();
      choose(option.value);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, options]);

  if (!question) return null;
  const total = questions.length;
  const percent = Math.round((state.index / total) * 100);

  return (
    <div ref={root} className={cn('flex flex-col gap-6', className)}>
      <div ref={top} className="flex scroll-mt-4 flex-col gap-3">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-sm font-bold tracking-wide text-primary uppercase">
            {sectionTitle(state.index, question)}
          </p>
          <p aria-live="polite" className="shrink-0 text-sm font-semibold text-muted tabular-nums">
            Question {state.index + 1} of {total}
          </p>
        </div>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out"
            style={{ width: `${Math.max(percent, 2)}%` }}
          />
        </div>
      </div>
      <div key={state.index} className="flex animate-fade-in flex-col gap-6">
        <h2
          id={headingId}
          className="font-display text-2xl leading-snug font-semibold text-balance text-fg sm:text-[1.75rem]"
        >
          {question.question}
        </h2>
        <AnswerOptions
          ref={group}
          options={options}
          selected={state.choices[state.index] ?? 0}
          onChoose={choose}
          labelledBy={headingId}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Button variant="ghost" onClick={previous} disabled={state.index === 0} className="-ml-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {previousLabel}
        </Button>
        <p className="hidden text-sm text-muted md:block">
          Tip: press 1-{options.length} to answer
        </p>
      </div>
    </div>
  );
}
