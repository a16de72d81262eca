import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
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
  pending: boolean;
  /** The failure of the last try, shown above the buttons. */
  error: ReactNode;
  /** The reason as typed, trimmed ('' when none). */
  onConfirm: (reason: string) => void;
}

/** A confirmation with an optional reason (a refund), inside an open Dialog. */
export function ReasonDialog(props: ReasonDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
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
          <Button type="submit" variant="danger" loading={props.pending}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
