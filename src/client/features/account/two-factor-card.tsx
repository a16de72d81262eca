import { ShieldCheck } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { IconHeading } from '../../ui/icon-badge';
import { Spinner } from '../../ui/spinner';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog';
import { TurnOnTwoFactorDialog } from './turn-on-two-factor-dialog';
import { useTwoFactorStatus } from './api';

/** 'Two-factor sign-in' in Settings: whether sign-in asks for a code, and turning it on or off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const on = status.data?.enabled ?? false;
  return (
    <Card className="flex flex-col gap-5 p-6">
      <IconHeading icon={ShieldCheck} title="Two-factor sign-in">
        {on
          ? 'Signing in asks for your password and a 6-digit code from your authenticator app, so a stolen password alone does not open your account.'
          : 'Add a second step to signing in: a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others).'}
      </IconHeading>
      {status.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Checking...
        </p>
      ) : status.isError ? (
        <p role="alert" className="text-sm text-danger">
          We could not check this just now. Please reload the page.
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant={on ? 'accent' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
          {!on && <TurnOnTwoFactorDialog />}
          {on && !status.data.required && <TurnOffTwoFactorDialog />}
          {status.data.required && (
            <span className="text-sm text-muted">
              {on
                ? 'Your role requires it, so it stays on.'
                : 'Your role requires it: turn it on to use the staff tools.'}
            </span>
          )}
        </div>
      )}
    </Card>
  );
}
