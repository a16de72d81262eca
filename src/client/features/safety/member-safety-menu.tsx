import { Ban, Flag, MoreVertical, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogActions, DialogContent } from '../../ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { useBlockMember, useUnmatchMember } from './api';
import { ReportDialog } from './report-dialog';

const CONFIRM = {
  unmatch: {
    title: (name: string) => `Unmatch ${name}?`,
    description: (name: string) =>
      `You and ${name} will no longer see each other, your conversation ends, and you will not be matched again.`,
    action: 'Unmatch',
  },
  block: {
    title: (name: string) => `Block ${name}?`,
    description: (name: string) =>
      `${name} will not be told. You disappear for each other, your conversation ends, and a request waiting between you is withdrawn. You can unblock them later in Settings.`,
    action: 'Block',
  },
} as const;

interface MemberSafetyMenuProps {
  userId: string;
  name: string;
  /** The conversation with them (in a chat): a report can attach its messages. */
  sessionId?: string;
}

/** Unmatch, Block and Report for one member: on a match card, in a chat, in the requests. */
export function MemberSafetyMenu({ userId, name, sessionId }: MemberSafetyMenuProps) {
  const [open, setOpen] = useState<'unmatch' | 'block' | 'report' | null>(null);
  const unmatch = useUnmatchMember();
  const block = useBlockMember();
  const confirming = open === 'report' ? null : open;
  const running = confirming === 'block' ? block : unmatch;
  const text = confirming ? CONFIRM[confirming] : null;
  const close = () => setOpen(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`More options for ${name}`}>
            <MoreVertical className="size-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen('unmatch')}>
            <UserX aria-hidden="true" />
            Unmatch
          </DropdownMenuItem>
          <DropdownMenuItem className="text-danger" onSelect={() => setOpen('block')}>
            <Ban aria-hidden="true" />
            Block
          </DropdownMenuItem>
          <DropdownMenuItem className="text-danger" onSelect={() => setOpen('report')}>
            <Flag aria-hidden="true" />
            Report
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open !== null} onOpenChange={(o) => !o && close()}>
        {open === 'report' && (
          <ReportDialog userId={userId} name={name} sessionId={sessionId} onDone={close} />
        )}
        {text && (
          <DialogContent title={text.title(name)} description={text.description(name)}>
            <DialogActions>
              <Button
                variant="danger"
                loading={running.isPending}
                onClick={() => running.mutate({ userId, name }, { onSuccess: close })}
              >
                {text.action}
              </Button>
            </DialogActions>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
