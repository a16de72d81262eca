import { MoreHorizontal, ShieldCheck, Trash2, UserCog } from 'lucide-react';
import { useState } from 'react';
import type { DirectoryUser } from '../../../../shared/contracts/admin';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { useConvert, useDeleteAccount } from './api';

/** A row's actions: Convert to Tester, Convert to Admin, Delete Account (after a confirmation). */
export function UserActions({ user }: { user: DirectoryUser }) {
  const convert = useConvert();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const name = user.fullName;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`Actions for ${name}`}>
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem
            disabled={user.role === 'tester'}
            onSelect={() => convert.mutate({ id: user.id, name, role: 'tester' })}
          >
            <UserCog aria-hidden="true" />
            Convert to Tester
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={user.role === 'admin'}
            onSelect={() => convert.mutate({ id: user.id, name, role: 'admin' })}
          >
            <ShieldCheck aria-hidden="true" />
            Convert to Admin
          </DropdownMenuItem>
          <DropdownMenuItem className="text-danger" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete Account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Delete User Account"
          description={`This removes ${name} (${user.email}): their profile, results, matches, conversations and photos, and stops any subscription. It cannot be undone.`}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate({ id: user.id, name }, { onSuccess: () => setConfirming(false) })
              }
            >
              Delete Account
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
