import type { ReactNode } from 'react';
import type { QuizKind, QuizQuestion } from '#shared/contracts/quizzes';
import { useQuizQuestions } from './api';
import { QuizEmpty, QuizLoadError, QuizLoading } from './quiz-states';

interface QuizQuestionsGateProps {
  kind: QuizKind;
  /** docs/product-rules.md §8's text for a quiz without questions. */
  emptyMessage: string;
  /** Inside a dialog: the states draw no card of their own. */
  plain?: boolean;
  children: (questions: QuizQuestion[]) => ReactNode;
}

/** Loads a quiz's questions, showing the loading, error and empty states until there are some. */
export function QuizQuestionsGate({ kind, emptyMessage, plain, children }: QuizQuestionsGateProps) {
  const questions = useQuizQuestions(kind);
  if (questions.isPending) return <QuizLoading plain={plain} />;
  if (questions.isError) {
    return (
      <QuizLoadError
        error={questions.error}
        onRetry={() => void questions.refetch()}
        retrying={questions.isFetching}
        plain={plain}
      />
    );
  }
  if (questions.data.length === 0) return <QuizEmpty plain={plain} message={emptyMessage} />;
  return children(questions.data);
}
