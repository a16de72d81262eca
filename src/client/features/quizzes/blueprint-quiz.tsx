import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TempUser } from '#shared/contracts/quizzes';
import { tempUserQuery } from './api';
import { BlueprintFlow } from './blueprint-flow';
import { paths } from '#shared/page-urls';
import { QuizQuestionsGate } from './quiz-questions-gate';
import { QuizWaiting } from './quiz-states';

/**
 * /bluz (docs/product-rules.md §2): only for a temporary user the server says exists for this
 * browser. No user_id, an unknown one or a failed check goes to /404; a quiz already used goes
 * to /login. The results mail's link adds `key`, which is dropped from the address bar once the
 * server has handed this browser the quiz cookie.
 */
export function BlueprintQuiz() {
  const [search, setSearch] = useSearchParams();
  const userId = search.get('user_id')?.trim() ?? '';
  const key = search.get('key') ?? undefined;
  const navigate = useNavigate();
  const tempUser = useQuery({ ...tempUserQuery(userId, key), enabled: userId !== '' });
  const claimed = tempUser.data?.claimed === true;

  useEffect(() => {
    if (tempUser.data && key !== undefined) setSearch({ user_id: userId }, { replace: true });
  }, [tempUser.data, key, userId, setSearch]);

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
