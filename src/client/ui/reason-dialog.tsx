import { useId, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { DialogActions, DialogContent } from './dialog';
import { Field } from './field';
import { Textarea } from './input';

interface ReasonDialogProps {
  title: string;
  description: string;
  /** What confirming does, said before it is done. */
  children: ReactNode;
  reasonLabel: string;
  reasonMax: number;
  confirmLabel: string;
  /** Red for what cannot be undone (the default); primary for a message that is sent. */
  confirmVariant?: ButtonVariant;
  /** The text the field starts with, to edit before confirming. */
  initialReason?: string;
  pending: boolean;
  /** The failure of the last try, shown above the buttons. */
  error: ReactNode;
  /** The reason as typed, trimmed ('' when none). */
  onConfirm: (reason: string) => void;
}

/** A confirmation with a reason or a note (a refund, an introduction), inside an open Dialog. */
export function ReasonDialog(props: ReasonDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState(props.initialReason ?? '');
  return (
    <DialogContent title={props.title} description={props.description}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(reason.trim());
        }}
      >
        <p className="text-[0.95rem] text-fg">{props.children}</p>
        <Field label={props.reasonLabel} htmlFor={reasonId}>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={props.reasonMax}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        {props.error}
        <DialogActions>
          <Button type="submit" variant={props.confirmVariant ?? 'danger'} loading={props.pending}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
