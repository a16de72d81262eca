import { CircleAlert, MailCheck, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { IconBadge } from '../../ui/icon-badge';
import { paths } from '#shared/page-urls';
import { ReflectionMessage } from './reflection-message';

interface OutcomeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A total below 70 (docs/product-rules.md §4): no server call, a kind reflection, a way to retake or go home. */
export function ReflectionDialog({
  open,
  onOpenChange,
  onRetake,
}: OutcomeDialogProps & { onRetake: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="A Moment for Reflection" className="sm:max-w-xl">
        <ReflectionMessage />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
          <Button onClick={onRetake}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Retake the Quiz
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Shown when the results dialog closes: the results are also in the person's inbox. */
export function ThankYouDialog({ open, onOpenChange }: OutcomeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Thank You">
        <div className="flex flex-col items-center gap-5 text-center">
          <IconBadge icon={MailCheck} size={14} />
          <p className="text-lg text-pretty text-fg">
            Thanks for your taking the quiz! Please check your email for your EQ results.
          </p>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A thrown error while sending the answers; the answers stay so the person can try again. */
export function ErrorDialog({
  open,
  onOpenChange,
  message,
  onRetry,
}: OutcomeDialogProps & { message: string; onRetry: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Something Went Wrong">
        <div className="flex flex-col gap-5">
          <p role="alert" className="flex items-start gap-3 text-pretty text-fg">
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
            <span>
              {message} Your answers are safe on this page, so you can try again in a moment.
            </span>
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            <Button onClick={onRetry}>Try Again</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
