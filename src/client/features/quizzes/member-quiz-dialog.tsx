import { useCallback } from 'react';
import type { QuizKind } from '#shared/contracts/quizzes';
import { Dialog, DialogContent } from '../../ui/dialog';
import { MemberFlow } from './member-quiz-flow';
import { QuizQuestionsGate } from './quiz-questions-gate';

interface MemberQuizDialogProps {
  kind: 'emotional' | 'blueprint';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after the server stored the new result (the dialog has closed itself). */
  onCompleted: () => void;
}

const TITLES: Record<QuizKind, string> = {
  emotional: 'EQ Assessment',
  blueprint: 'Relationship Blueprint Quiz',
};

/**
 * A signed-in member takes or retakes a quiz from the dashboard (docs/product-rules.md §4). The content mounts
 * only while open, so every opening starts fresh.
 */
export function MemberQuizDialog({ kind, open, onOpenChange, onCompleted }: MemberQuizDialogProps) {
  const finish = useCallback(() => {
    onOpenChange(false);
    onCompleted();
  }, [onOpenChange, onCompleted]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={TITLES[kind]} className="sm:max-w-2xl sm:p-8">
        <MemberQuiz kind={kind} onDone={finish} />
      </DialogContent>
    </Dialog>
  );
}

function MemberQuiz({ kind, onDone }: { kind: QuizKind; onDone: () => void }) {
  return (
    <QuizQuestionsGate
      kind={kind}
      plain
      emptyMessage={
        kind === 'emotional' ? 'No questions available' : 'No blueprint questions found.'
      }
    >
      {(questions) => <MemberFlow kind={kind} questions={questions} onDone={onDone} />}
    </QuizQuestionsGate>
  );
}
