import { useState, type FormEvent } from 'react';
import { SUPPORT_REPLY_MAX, type SupportInboxItem } from '#shared/contracts/support';
import { Button } from '../../../ui/button';
import { DialogActions, DialogContent } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Textarea } from '../../../ui/input';
import { useReplyToSupportMessage } from './api';

/**
 * The reply to one message, inside an open Dialog. Closes once the server has mailed it; a
 * refusal is a toast and the dialog stays open with what was typed.
 */
export function ReplyDialog({
  message,
  onDone,
}: {
  message: SupportInboxItem;
  onDone: () => void;
}) {
  const [reply, setReply] = useState('');
  const [empty, setEmpty] = useState(false);
  const send = useReplyToSupportMessage();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!reply.trim()) return setEmpty(true);
    send.mutate({ id: message.id, email: message.email, reply }, { onSuccess: onDone });
  };
  return (
    <DialogContent
      title={`Reply to ${message.name}`}
      description={`Mailed to ${message.email} with their message quoted below your words. The message is then marked done.`}
      className="sm:max-w-xl"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <blockquote
          aria-label="Their message"
          className="max-h-40 overflow-y-auto rounded-r-control border-l-4 border-border bg-surface-muted px-4 py-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-muted"
        >
          {message.message}
        </blockquote>
        <Field
          label="Your reply"
          htmlFor="support-reply"
          hint={`${reply.length.toLocaleString('en-US')} / ${SUPPORT_REPLY_MAX.toLocaleString('en-US')}`}
          error={empty ? 'Write your reply.' : undefined}
        >
          <Textarea
            id="support-reply"
            rows={7}
            maxLength={SUPPORT_REPLY_MAX}
            value={reply}
            onChange={(e) => {
              setReply(e.target.value);
              setEmpty(false);
            }}
          />
        </Field>
        <DialogActions>
          <Button type="submit" loading={send.isPending}>
            Send reply
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
