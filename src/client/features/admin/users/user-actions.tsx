import {
  Eye,
  HandHeart,
  Mail,
  MoreHorizontal,
  Pencil,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserCog,
} from 'lucide-react';
import { useState } from 'react';
import type { DirectoryUser } from '#shared/contracts/admin';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogActions } from '../../../ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { useConvertMember, useDeleteMember, useTurnOffTwoFactor } from './api';
import { EditUserDialog } from './edit-user-dialog';
import { MemberOverviewDialog } from './member-overview-dialog';
import { SendEmailDialog } from './send-email-dialog';

type Open = 'view' | 'edit' | 'email' | 'two-factor' | 'delete' | null;

/**
 * A row's actions: View Profile, Edit User, Send Email, Convert to Tester, Convert to Admin, Turn
 * Off Two-Factor (when it is on) and Delete Account (the last two after a confirmation), each dialog in one Dialog so only one is ever open.
 */
export function UserActions({ user }: { user: DirectoryUser }) {
  const convert = useConvertMember();
  const remove = useDeleteMember();
  const twoFactorOff = useTurnOffTwoFactor();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
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
          <DropdownMenuItem onSelect={() => setOpen('view')}>
            <Eye aria-hidden="true" />
            View Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('edit')}>
            <Pencil aria-hidden="true" />
            Edit User
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('email')}>
            <Mail aria-hidden="true" />
            Send Email
          </DropdownMenuItem>
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
          <DropdownMenuItem
            disabled={user.role === 'concierge'}
            onSelect={() => convert.mutate({ id: user.id, name, role: 'concierge' })}
          >
            <HandHeart aria-hidden="true" />
            Make Concierge
          </DropdownMenuItem>
          {user.twoFactor && (
            <DropdownMenuItem onSelect={() => setOpen('two-factor')}>
              <ShieldOff aria-hidden="true" />
              Turn Off Two-Factor
            </DropdownMenuItem>
          )}
          <DropdownMenuItem className="text-danger" onSelect={() => setOpen('delete')}>
            <Trash2 aria-hidden="true" />
            Delete Account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open !== null} onOpenChange={(o) => !o && close()}>
        {open === 'view' && <MemberOverviewDialog user={user} />}
        {open === 'edit' && <EditUserDialog user={user} onDone={close} />}
        {open === 'email' && (
          <SendEmailDialog audience={{ kind: 'member', member: user }} onDone={close} />
        )}
        {open === 'two-factor' && (
          <DialogContent
            title="Turn off two-factor sign-in?"
            description={`For ${name} (${user.email}), when they lost both their phone and their backup codes. Check first, through the support inbox, that it is really them asking. They are signed out everywhere and mailed, and can then sign in with their password alone.`}
          >
            <DialogActions>
              <Button
                variant="danger"
                loading={twoFactorOff.isPending}
                onClick={() => twoFactorOff.mutate({ id: user.id, name }, { onSuccess: close })}
              >
                Turn off two-factor sign-in
              </Button>
            </DialogActions>
          </DialogContent>
        )}
        {open === 'delete' && (
          <DialogContent
            title="Delete User Account"
            description={`This removes ${name} (${user.email}): their profile, results, matches, conversations and photos, and stops any subscription. It cannot be undone.`}
          >
            <DialogActions>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() => remove.mutate({ id: user.id, name }, { onSuccess: close })}
              >
                Delete Account
              </Button>
            </DialogActions>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
