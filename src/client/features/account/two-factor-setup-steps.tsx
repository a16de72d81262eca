import { useState, type FormEvent } from 'react';
import { authenticatorCode } from '#shared/contracts/two-factor';
import { Button } from '../../ui/button';
import { DialogActions } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { QrCode } from '../../ui/qr-code';
import { toast } from '../../ui/toast';
import { useConfirmTwoFactor } from './api';

/** Step two: scan the key (or type it), then prove it with the first code. */
export function ScanStep({
  totpURI,
  secretKey,
  onConfirmed,
}: {
  totpURI: string;
  secretKey: string;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = authenticatorCode.safeParse(code);
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) confirm.mutate(checked.data, { onSuccess: onConfirmed });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-fg">
        <li>Open an authenticator app on your phone and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Type the 6-digit code the app shows for Right One.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode value={totpURI} label="QR code holding your Right One sign-in key" />
        <div className="flex min-w-0 flex-col gap-1.5 text-sm">
          <span className="font-semibold text-fg">Key, for typing in by hand</span>
          <code
            aria-label="Your sign-in key"
            className="rounded-control bg-surface-muted p-2 font-mono text-sm break-all text-fg"
          >
            {secretKey}
          </code>
          <span className="text-muted">Time-based, 6 digits. Keep it to yourself.</span>
        </div>
      </div>
      <Field
        label="6-digit code"
        htmlFor="two-factor-first-code"
        error={problem ?? confirm.error?.message}
      >
        <Input
          id="two-factor-first-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <DialogActions>
        <Button type="submit" loading={confirm.isPending}>
          Turn on
        </Button>
      </DialogActions>
    </form>
  );
}

const codesFile = (codes: string[]) =>
  `Right One backup codes\n\nEach code signs you in once when your phone is not at hand.\n\n${codes.join('\n')}\n`;

/** Step three: the ten backup codes, shown this once, to copy or download. */
export function BackupCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast.success('Backup codes copied');
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([codesFile(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'right-one-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg">
        If your phone is lost or not at hand, each of these codes signs you in once. Save them
        somewhere safe now: <strong>we will not show them again.</strong>
      </p>
      <ul
        aria-label="Your backup codes"
        className="grid grid-cols-2 gap-2 rounded-control bg-surface-muted p-3 font-mono text-sm text-fg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outline" onClick={download}>
          Download codes
        </Button>
      </div>
      {/* No Cancel here: it is already on, and closing only hides the codes. */}
      <div className="flex flex-col sm:flex-row sm:justify-end">
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
