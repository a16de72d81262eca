import { CircleAlert, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuizKind, QuizQuestion } from '#shared/contracts/quizzes';
import { BLUEPRINT_OPTIONS } from '#shared/domain/blueprint-scoring';
import { EQ_OPTIONS, scoreEq } from '#shared/domain/eq-scoring';
import { quizzesApi } from '#shared/contracts/quizzes';
import { isApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { useSubmitMemberQuiz } from './api';
import { toAnswers } from './answers';
import { CalculatingScreen } from './calculating-screen';
import { QuestionFlow } from './question-flow';
import { ReflectionMessage } from './reflection-message';
import { blueprintSectionTitle, eqSectionTitle } from './section-titles';
import { useQuestionFlow } from './use-question-flow';

/** The browser scores the EQ only to decide whether to send it (docs/product-rules.md §4: below 70 nothing is sent). */
function belowThreshold(choices: number[], questions: readonly QuizQuestion[]) {
  try {
    return !scoreEq(
      choices,
      questions.map((q) => q.reverseScored),
    ).proceeds;
  } catch {
    return false; // An unexpected question count: let the server judge the answers.
  }
}

/** The member quiz inside the dialog: questions, then the reflection or the sending state. */
export function MemberFlow({
  kind,
  questions,
  onDone,
}: {
  kind: QuizKind;
  questions: QuizQuestion[];
  onDone: () => void;
}) {
  const flow = useQuestionFlow(questions.length);
  const { finished, choices, moves } = flow.state;
  const submission = useSubmitMemberQuiz(kind);
  const [serverSaidLow, setServerSaidLow] = useState(false);
  const eq = kind === 'emotional';
  const reflect = eq && finished && (serverSaidLow || belowThreshold(choices, questions));
  // One send per arrival at the end (StrictMode runs effects twice; a retake arrives anew).
  const sentAt = useRef(-1);
  const { mutate, reset } = submission;

  const send = useCallback(() => {
    mutate(toAnswers(questions, choices), {
      onSuccess: onDone,
      onError: (error) =>
        setServerSaidLow(
          isApiError(error, quizzesApi.memberEq) && error.code === 'EQ_BELOW_THRESHOLD',
        ),
    });
  }, [mutate, questions, choices, onDone]);

  useEffect(() => {
    if (!finished || reflect || sentAt.current === moves) return;
    sentAt.current = moves;
    send();
  }, [finished, reflect, moves, send]);

  function retake() {
    setServerSaidLow(false);
    reset();
    flow.restart();
  }

  if (reflect) {
    return (
      <div className="flex flex-col gap-6">
        <ReflectionMessage />
        <Button onClick={retake} className="self-end">
          <RotateCcw className="size-4" aria-hidden="true" />
          Retake the Quiz
        </Button>
      </div>
    );
  }
  if (!finished) {
    return (
      <QuestionFlow
        questions={questions}
        options={eq ? EQ_OPTIONS : BLUEPRINT_OPTIONS}
        flow={flow}
        sectionTitle={eq ? eqSectionTitle : blueprintSectionTitle}
        previousLabel={eq ? 'Previous' : 'Previous Question'}
      />
    );
  }
  if (submission.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <CircleAlert className="size-8 text-danger" aria-hidden="true" />
        <p role="alert" className="text-pretty text-fg">
          {submission.error.message} Your answers are still here.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={flow.previous}>
            Review Answers
          </Button>
          <Button onClick={send}>Try Again</Button>
        </div>
      </div>
    );
  }
  return (
    <CalculatingScreen
      text={eq ? 'Processing Your Results' : 'Calculating Your Results...'}
      kind={kind}
    />
  );
}
