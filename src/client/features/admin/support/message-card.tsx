import { Check, Reply } from 'lucide-react';
import { useState } from 'react';
import { SUPPORT_TOPIC_LABELS, type SupportInboxItem } from '#shared/contracts/support';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog, DialogTrigger } from '../../../ui/dialog';
import { QueueCard, QueuedWords } from '../queue-card';
import { shortDateTime } from '../users/overview-format';
import { useMarkSupportMessageDone } from './api';
import { ReplyDialog } from './reply-dialog';

/** What was done with a finished message: the reply sent, or only marked done. */
function Outcome({ message }: { message: SupportInboxItem }) {
  const by = message.handledBy ?? 'a former admin';
  if (!message.reply)
    return (
      <p className="text-sm text-muted">
        Marked done by {by} on {shortDateTime(message.doneAt)}, without a reply.
      </p>
    );
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 className="text-sm font-bold text-fg">
        Replied by {by} on {shortDateTime(message.repliedAt)}
      </h3>
      <p className="[overflow-wrap:anywhere] whitespace-pre-line text-fg/90">{message.reply}</p>
    </section>
  );
}

function Actions({ message }: { message: SupportInboxItem }) {
  const [open, setOpen] = useState(false);
  const done = useMarkSupportMessageDone();
  return (
    <div className="flex flex-wrap gap-2 border-t border-border pt-4">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>
            <Reply className="size-4" aria-hidden="true" />
            Reply
          </Button>
        </DialogTrigger>
        {open && <ReplyDialog message={message} onDone={() => setOpen(false)} />}
      </Dialog>
      <Button
        variant="outline"
        loading={done.isPending}
        onClick={() => done.mutate({ id: message.id, name: message.name })}
      >
        <Check className="size-4" aria-hidden="true" />
        Mark done
      </Button>
    </div>
  );
}

/** One message in the inbox: who, about what, when, their words, and the reply or the actions. */
export function MessageCard({ message }: { message: SupportInboxItem }) {
  const open = message.status === 'open';
  return (
    <QueueCard
      title={message.name}
      badges={
        <>
          <Badge variant="primary">{SUPPORT_TOPIC_LABELS[message.topic]}</Badge>
          <Badge variant={open ? 'warning' : 'accent'}>{open ? 'Open' : 'Done'}</Badge>
        </>
      }
      email={message.email}
      meta={`${message.fromMember ? 'Member' : 'Sent signed out'} on ${shortDateTime(message.createdAt)}`}
    >
      <QueuedWords label="Their message">{message.message}</QueuedWords>
      {open ? <Actions message={message} /> : <Outcome message={message} />}
    </QueueCard>
  );
}
