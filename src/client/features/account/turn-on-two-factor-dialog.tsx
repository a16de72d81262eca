import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast';
import { useRefreshTwoFactor, useStartTwoFactor } from './api';
import { BackupCodesStep, ScanStep } from './two-factor-setup-steps';

const DESCRIPTIONS = {
  password: 'First, your password, so nobody else can do this from your open session.',
  scan: 'Connect your authenticator app to Right One.',
  codes: 'Two-factor sign-in is on. One last thing: your backup codes.',
} as const;

/** 'Turn on two-factor sign-in': password, then the app, then the backup codes (decision 0040). */
export function TurnOnTwoFactorDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const start = useStartTwoFactor();
  const refresh = useRefreshTwoFactor();
  const step = confirmed ? 'codes' : start.data ? 'scan' : 'password';
  const onOpenChange = (next: boolean) => {
    if (!next && confirmed) void refresh();
    setOpen(next);
    setPassword('');
    setConfirmed(false);
    start.reset();
  };
  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (password) start.mutate(password);
  };
  const done = () => {
    onOpenChange(false);
    toast.success('Two-factor sign-in is on', {
      description: 'From now on, signing in asks for a code from your app.',
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className="self-start">Turn on two-factor sign-in</Button>
      </DialogTrigger>
      <DialogContent title="Turn on two-factor sign-in" description={DESCRIPTIONS[step]}>
        {step === 'password' && (
          <form noValidate onSubmit={submitPassword} className="flex flex-col gap-4">
            <Field label="Password" htmlFor="two-factor-password" error={start.error?.message}>
              <Input
                id="two-factor-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <DialogActions>
              <Button type="submit" loading={start.isPending} disabled={!password}>
                Continue
              </Button>
            </DialogActions>
          </form>
        )}
        {step === 'scan' && start.data && (
          <ScanStep
            totpURI={start.data.totpURI}
            secretKey={start.data.key}
            onConfirmed={() => setConfirmed(true)}
          />
        )}
        {step === 'codes' && start.data && (
          <BackupCodesStep codes={start.data.backupCodes} onDone={done} />
        )}
      </DialogContent>
    </Dialog>
  );
}
