import { KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '../../ui/card';
import { IconHeading } from '../../ui/icon-badge';
import { ChangeEmailDialog } from './change-email-dialog';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * What the link in a new address's mail can come back with: ?email=changed once the account has
 * moved, or better-auth's ?error= when the link had expired or was already used.
 */
function linkOutcome(params: URLSearchParams) {
  if (params.get('email') !== 'changed') return null;
  return params.get('error')
    ? {
        tone: 'bg-danger-soft text-danger-soft-foreground',
        text: 'That confirmation link has expired or was already used. Ask for a new one below.',
      }
    : {
        tone: 'bg-accent-soft text-accent-soft-foreground',
        text: 'Your new email is confirmed. Sign in with it from now on.',
      };
}

/** 'Email and password': how the member signs in, and changing either. */
export function SignInDetailsCard({ email }: { email: string }) {
  const [params] = useSearchParams();
  const outcome = linkOutcome(params);
  return (
    <Card className="flex flex-col gap-5 p-6">
      <IconHeading icon={KeyRound} title="Email and password">
        You sign in with <span className="font-semibold break-words text-fg">{email}</span>.
        Changing either one tells you by email, so nobody can do it behind your back.
      </IconHeading>
      {outcome && (
        <p role="status" className={`rounded-control p-3 text-sm ${outcome.tone}`}>
          {outcome.text}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ChangeEmailDialog currentEmail={email} />
        <ChangePasswordDialog />
      </div>
    </Card>
  );
}
