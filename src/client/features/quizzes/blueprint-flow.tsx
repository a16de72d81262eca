import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { QuizQuestion } from '#shared/contracts/quizzes';
import { BLUEPRINT_OPTIONS } from '#shared/domain/blueprint-scoring';
import { Button } from '../../ui/button';
import { IconBadge } from '../../ui/icon-badge';
import { toAnswers } from './answers';
import { BlueprintSentCard } from './blueprint-sent-card';
import { CalculatingScreen } from './calculating-screen';
import { QuestionFlow } from './question-flow';
import { readBlueprintProgress, readQuizContact, saveBlueprintProgress } from './quiz-storage';
import { QuizCard } from './quiz-states';
import { blueprintSectionTitle } from './section-titles';
import { SignUpModal } from './sign-up-modal';
import { useQuestionFlow } from './use-question-flow';

/** docs/product-rules.md §9: how long 'Calculating Your Blueprint...' shows. */
export const CALCULATING_MS = 2000;

interface BlueprintFlowProps {
  questions: QuizQuestion[];
  tempUserId: string;
  person: { email: string; fullName: string };
}

/** The 60 statements, the calculating pause, then the sign-up modal. Progress survives a reload. */
export function BlueprintFlow({ questions, tempUserId, person }: BlueprintFlowProps) {
  const [saved] = useState(() => readBlueprintProgress(tempUserId, questions.length));
  const flow = useQuestionFlow(questions.length, saved);
  const { finished, choices } = flow.state;
  const [ready, setReady] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [stored] = useState(readQuizContact);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => saveBlueprintProgress(tempUserId, choices), [tempUserId, choices]);

  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => {
      setReady(true);
      setModalOpen(true);
    }, CALCULATING_MS);
    return () => clearTimeout(timer);
  }, [finished]);

  let body;
  if (sentTo) {
    body = <BlueprintSentCard email={sentTo} />;
  } else if (!finished) {
    body = (
      <QuestionFlow
        questions={questions}
        options={BLUEPRINT_OPTIONS}
        flow={flow}
        sectionTitle={blueprintSectionTitle}
        previousLabel="Previous Question"
      />
    );
  } else if (!ready) {
    body = <CalculatingScreen text="Calculating Your Blueprint..." kind="blueprint" />;
  } else {
    body = (
      <div className="flex flex-col items-center gap-5 py-4 text-center">
        <IconBadge icon={Sparkles} size={14} />
        <h2 className="font-display text-2xl font-semibold text-fg sm:text-3xl">
          Your Blueprint is ready
        </h2>
        <p className="max-w-md text-pretty text-muted">
          Create your account to keep it. Your answers are saved on this device until you do.
        </p>
        <Button size="lg" onClick={() => setModalOpen(true)}>
          Create My Account
        </Button>
      </div>
    );
  }

  return (
    <>
      <QuizCard>{body}</QuizCard>
      {ready && !sentTo && (
        <SignUpModal
          onSent={setSentTo}
          open={modalOpen}
          onOpenChange={setModalOpen}
          tempUserId={tempUserId}
          answers={toAnswers(questions, choices)}
          defaultEmail={person.email || stored.email}
          defaultName={person.fullName || stored.name}
        />
      )}
    </>
  );
}
