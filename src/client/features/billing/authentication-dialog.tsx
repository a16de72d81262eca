import { ShieldCheck } from 'lucide-react';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';

interface AuthenticationDialogProps {
  open: boolean;
  amount: string;
  busy: boolean;
  onAnswer: (answer: 'complete' | 'fail') => void;
}

/**
 * The sandbox's stand-in for the bank's 3D Secure page that Stripe shows for 4000 0025 0000
 * 3155: the buyer either confirms or refuses. Closing it counts as refusing.
 */
export function AuthenticationDialog({ open, amount, busy, onAnswer }: AuthenticationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onAnswer('fail')}>
      <DialogContent
        title="Confirm this payment"
        description={`Your card issuer asks you to confirm the payment of ${amount}.`}
      >
        <div className="flex flex-col gap-5">
          <div className="flex items-start gap-3 rounded-control bg-surface-muted p-4 text-sm text-fg">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>
              This is the test checkout, so no bank is involved: choose whether the confirmation
              succeeds or fails, as Stripe&rsquo;s test page does.
            </p>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={() => onAnswer('fail')}>
              Fail authentication
            </Button>
            <Button loading={busy} onClick={() => onAnswer('complete')}>
              Complete authentication
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
