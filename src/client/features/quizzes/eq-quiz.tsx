import { lazy, Suspense, useState } from 'react';
import type { EqResult, QuizQuestion } from '#shared/contracts/quizzes';
import { EQ_OPTIONS, scoreEq } from '#shared/domain/eq-scoring';
import { quizzesApi } from '#shared/contracts/quizzes';
import { isApiError } from '../../lib/api-client';
import { useSubmitAnonymousEq } from './api';
import { toAnswers } from './answers';
import { ContactStep } from './contact-step';
import { EqDoneCard } from './eq-done-card';
import { ErrorDialog, ReflectionDialog, ThankYouDialog } from './outcome-dialogs';
import { QuestionFlow } from './question-flow';
import { rememberQuizContact } from './quiz-storage';
import { QuizQuestionsGate } from './quiz-questions-gate';
import { QuizCard } from './quiz-states';
import { eqSectionTitle } from './section-titles';
import { useQuestionFlow } from './use-question-flow';

// The results dialog carries the markdown renderer; it loads while the answers are being sent.
const loadResultsDialog = () => import('./results-dialog');
const ResultsDialog = lazy(() => loadResultsDialog().then((m) => ({ default: m.ResultsDialog })));

/** The public EQ quiz (/quiz and /eq): loads the 25 statements, then runs the flow. */
export function EqQuiz() {
  return (
    <QuizQuestionsGate kind="emotional" emptyMessage="No questions available">
      {(questions) => <EqQuizFlow questions={questions} />}
    </QuizQuestionsGate>
  );
}

type Dialog = 'reflection' | 'results' | 'thanks' | 'error' | null;
interface Submitted {
  result: EqResult;
  userId: string;
  email: string;
}

function EqQuizFlow({ questions }: { questions: QuizQuestion[] }) {
  const flow = useQuestionFlow(questions.length);
  const submission = useSubmitAnonymousEq();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [contact, setContact] = useState<{ name: string; email: string } | null>(null);
  const [errorMessage, setErrorMessage] = useState('');

  function fail(message: string) {
    setErrorMessage(message);
    setDialog('error');
  }

  function send(next: { name: string; email: string }) {
    setContact(next);
    rememberQuizContact(next.name, next.email);
    try {
      // docs/product-rules.md §4: the browser scores only to decide; below 70 nothing is sent.
      const reverse = questions.map((q) => q.reverseScored);
      if (!scoreEq(flow.state.choices, reverse).proceeds) return setDialog('reflection');
    } catch {
      return fail('Some answers are missing.');
    }
    void loadResultsDialog();
    const answers = toAnswers(questions, flow.state.choices);
    submission.mutate(
      { answers, email: next.email, fullName: next.name },
      {
        onSuccess: ({ userId, result }) => {
          setSubmitted({ result, userId, email: next.email });
          setDialog('results');
        },
        onError: (error) => {
          if (isApiError(error, quizzesApi.anonymousEq) && error.code === 'EQ_BELOW_THRESHOLD')
            return setDialog('reflection');
          fail(error.message);
        },
      },
    );
  }

  function retake() {
    setDialog(null);
    setSubmitted(null);
    flow.restart();
  }

  // Closing the results (the mail is already sent) leaves a thank-you note pointing to the inbox.
  const closeResults = (open: boolean) => setDialog(open ? 'results' : 'thanks');
  const closeOther = (open: boolean) => !open && setDialog(null);

  return (
    <>
      <QuizCard>
        {submitted ? (
          <EqDoneCard
            email={submitted.email}
            userId={submitted.userId}
            onShowResults={() => setDialog('results')}
          />
        ) : flow.state.finished ? (
          <ContactStep busy={submission.isPending} onSubmit={send} onPrevious={flow.previous} />
        ) : (
          <QuestionFlow
            questions={questions}
            options={EQ_OPTIONS}
            flow={flow}
            sectionTitle={eqSectionTitle}
          />
        )}
      </QuizCard>
      <ReflectionDialog
        open={dialog === 'reflection'}
        onOpenChange={closeOther}
        onRetake={retake}
      />
      {submitted && (
        <Suspense fallback={null}>
          <ResultsDialog
            open={dialog === 'results'}
            onOpenChange={closeResults}
            result={submitted.result}
            email={submitted.email}
            userId={submitted.userId}
          />
        </Suspense>
      )}
      <ThankYouDialog open={dialog === 'thanks'} onOpenChange={closeOther} />
      <ErrorDialog
        open={dialog === 'error'}
        onOpenChange={closeOther}
        message={errorMessage}
        onRetry={() => {
          setDialog(null);
          if (contact) send(contact);
        }}
      />
    </>
  );
}
