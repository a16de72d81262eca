import { Ban, MoreVertical, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogActions, DialogContent } from '../../ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { useSeparation } from './api';

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

/** Unmatch and Block for one member, each after a confirmation: on a match card and in a chat. */
export function MemberSafetyMenu({ userId, name }: { userId: string; name: string }) {
  const [confirming, setConfirming] = useState<'unmatch' | 'block' | null>(null);
  const unmatch = useSeparation('unmatch');
  const block = useSeparation('block');
  const running = confirming === 'block' ? block : unmatch;
  const text = confirming ? CONFIRM[confirming] : null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`More options for ${name}`}>
            <MoreVertical className="size-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setConfirming('unmatch')}>
            <UserX aria-hidden="true" />
            Unmatch
          </DropdownMenuItem>
          <DropdownMenuItem className="text-danger" onSelect={() => setConfirming('block')}>
            <Ban aria-hidden="true" />
            Block
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {text && (
          <DialogContent title={text.title(name)} description={text.description(name)}>
            <DialogActions>
              <Button
                variant="danger"
                loading={running.isPending}
                onClick={() =>
                  running.mutate({ userId, name }, { onSuccess: () => setConfirming(null) })
                }
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
