import { useNavigate } from 'react-router';
import type { Answer } from '#shared/contracts/quizzes';
import { paths } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useSubmitMemberQuiz } from './api';
import { blueprintFailure, QUIZ_REQUIRED, showNotice } from './blueprint-errors';
import { finishBlueprint } from './quiz-storage';

interface SaveBlueprintFormProps {
  email: string;
  answers: Answer[];
  onSaved: () => void;
}

/**
 * The /bluz modal for a member who is already signed in: no account to create, so the Blueprint
 * goes to their own account and they go on to the dashboard (docs/product-rules.md §4, the
 * account-created path). The toast says what happened: saved, not created (decision 0026).
 */
export function SaveBlueprintForm({ email, answers, onSaved }: SaveBlueprintFormProps) {
  const navigate = useNavigate();
  const submission = useSubmitMemberQuiz('blueprint');
  const busy = submission.isPending;

  function save() {
    if (busy) return;
    if (answers.length === 0) return showNotice(QUIZ_REQUIRED);
    submission.mutate(answers, {
      onSuccess: () => {
        finishBlueprint();
        toast.success('Blueprint Saved!', {
          description: 'Your Compatibility Blueprint is now part of your account.',
        });
        onSaved();
        void navigate(paths.dashboard);
      },
      onError: (error) => showNotice(blueprintFailure(error)),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-pretty text-muted">
        You are signed in as <strong className="break-all text-fg">{email}</strong>. Your Blueprint
        and its reports go to this account.
      </p>
      <Button size="lg" loading={busy} onClick={save}>
        {busy ? 'Saving your Blueprint...' : 'Save to My Account'}
      </Button>
    </div>
  );
}
