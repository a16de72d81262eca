import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TempUser } from '../../../shared/contracts/quizzes';
import { tempUserQuery } from './api';
import { BlueprintFlow } from './blueprint-flow';
import { paths } from '../../lib/urls';
import { QuizQuestionsGate } from './quiz-questions-gate';
import { QuizWaiting } from './quiz-states';

/**
 * /bluz (docs/product-rules.md §2): only for a temporary user the server says exists. No user_id, an unknown
 * one or a failed check goes to /404; a quiz already turned into an account goes to /login.
 */
export function BlueprintQuiz() {
  const [search] = useSearchParams();
  const userId = search.get('user_id')?.trim() ?? '';
  const navigate = useNavigate();
  const tempUser = useQuery({ ...tempUserQuery(userId), enabled: userId !== '' });
  const claimed = tempUser.data?.claimed === true;

  useEffect(() => {
    if (userId === '' || tempUser.isError) void navigate(paths.notFound, { replace: true });
    else if (claimed)
      void navigate(paths.login, {
        replace: true,
        state: { email: tempUser.data?.user.email },
      });
  }, [userId, tempUser.isError, claimed, tempUser.data, navigate]);

  if (!tempUser.data || claimed) return <QuizWaiting text="Verifying access..." />;
  return <BlueprintQuestions tempUserId={userId} tempUser={tempUser.data} />;
}

function BlueprintQuestions({ tempUserId, tempUser }: { tempUserId: string; tempUser: TempUser }) {
  return (
    <QuizQuestionsGate kind="blueprint" emptyMessage="No blueprint questions found.">
      {(questions) => (
        <BlueprintFlow questions={questions} tempUserId={tempUserId} person={tempUser.user} />
      )}
    </QuizQuestionsGate>
  );
}
