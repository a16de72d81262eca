import { useIsMutating, useQuery } from '@tanstack/react-query';
import type { Answer } from '#shared/contracts/quizzes';
import { sessionQuery } from '../../lib/session';
import { Dialog, DialogContent } from '../../ui/dialog';
import { BlueprintSignUpForm } from './blueprint-sign-up-form';
import { SaveBlueprintForm } from './save-blueprint-form';

interface SignUpModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tempUserId: string;
  answers: Answer[];
  defaultEmail: string;
  defaultName: string;
  /** The server took the sign-up and mailed this address: the person continues from the mail. */
  onSent: (email: string) => void;
}

/**
 * The /bluz sign-up modal (docs/product-rules.md §4, §5, §8). A visitor creates the account from
 * the Blueprint and continues from the mail it sends (decision 0016); a member who is already
 * signed in saves the Blueprint to their own account and goes on to the dashboard (decision 0026).
 */
export function SignUpModal({ open, onOpenChange, ...form }: SignUpModalProps) {
  const session = useQuery(sessionQuery);
  const member = session.data ?? null;
  // The only calls /bluz makes are this modal's: it stays open while one is under way.
  const busy = useIsMutating() > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        title="Your Blueprint Is Ready"
        description={
          member
            ? 'Save it to your account to unlock your full Compatibility Blueprint report.'
            : 'Create your account to save it and unlock your full Compatibility Blueprint report.'
        }
      >
        {member ? (
          <SaveBlueprintForm
            email={member.email}
            answers={form.answers}
            onSaved={() => onOpenChange(false)}
          />
        ) : (
          <BlueprintSignUpForm {...form} />
        )}
      </DialogContent>
    </Dialog>
  );
}
