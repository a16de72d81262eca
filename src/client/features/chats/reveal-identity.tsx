import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { IdentityRevealStatus } from '#shared/domain/identity-reveal';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogActions } from '../../ui/dialog';
import { useRevealIdentity } from './api';

/** The 'Reveal Identity' confirm dialog: Cancel, or 'Confirm Reveal'. */
export function RevealDialog({
  sessionId,
  otherName,
  status,
  open,
  onOpenChange,
}: {
  sessionId: string;
  otherName: string;
  status: IdentityRevealStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const consent = useRevealIdentity(sessionId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Reveal Identity"
        description={
          status === 'requested_by_them'
            ? `${otherName} would like to reveal identities. Confirm, and you both see each other's full name and photo.`
            : `${otherName} will be asked to reveal too. Once you both agree, you see each other's full name and photo. This cannot be undone.`
        }
      >
        <DialogActions>
          <Button
            loading={consent.isPending}
            onClick={() => consent.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
          >
            Confirm Reveal
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/** The header's reveal control: ask, wait, confirm their request; nothing once revealed. */
export function RevealIdentityButton({
  sessionId,
  otherName,
  status,
}: {
  sessionId: string;
  otherName: string;
  status: IdentityRevealStatus;
}) {
  const [open, setOpen] = useState(false);
  if (status === 'revealed') return null;
  const waiting = status === 'requested_by_me';
  const label = waiting ? 'Reveal Requested' : 'Reveal Identity';
  return (
    <>
      <Button
        size="sm"
        variant={status === 'requested_by_them' ? 'secondary' : 'ghost'}
        disabled={waiting}
        aria-label={label}
        title={waiting ? `Waiting for ${otherName} to confirm` : label}
        onClick={() => setOpen(true)}
      >
        <Eye className="size-4" aria-hidden="true" />
        <span className="hidden lg:inline">{label}</span>
      </Button>
      <RevealDialog
        sessionId={sessionId}
        otherName={otherName}
        status={status}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
