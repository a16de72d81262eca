import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { VerificationStatus } from '#shared/contracts/verification';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { IconHeading } from '../../ui/icon-badge';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { VerifiedBadge } from '../../ui/verified-badge';
import { useVerificationStatus, useWithdrawSelfie } from './api';
import { SelfieDialog } from './selfie-dialog';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' }) : '';

/** Where the member stands, in words, and the one thing they can do next (its label). */
function describe(s: VerificationStatus): { text: string; action?: string } {
  switch (s.state) {
    case 'no-photo':
      return { text: 'Add a main profile photo first: your selfie is compared with it.' };
    case 'unverified':
      return {
        text: 'Show your matches you are the person in your photos: one selfie, checked by a person.',
        action: 'Verify my photo',
      };
    case 'lapsed':
      return {
        text: 'You changed your main photo, so your badge is off until you verify the new one.',
        action: 'Verify my new photo',
      };
    case 'declined':
      return { text: `We could not verify your last selfie: “${s.reason}”`, action: 'Try again' };
    case 'pending':
      return {
        text: `Your selfie is with our moderators (sent ${day(s.at)}). We will email you when they have decided.`,
      };
    case 'verified':
      return {
        text: `Your main photo was verified on ${day(s.at)}. If you change it, you will be asked to verify again.`,
      };
  }
}

/** Settings: photo verification, from asking for a pose to the badge. */
export function VerificationCard({ onEditProfile }: { onEditProfile: () => void }) {
  const status = useVerificationStatus();
  const withdraw = useWithdrawSelfie();
  const [open, setOpen] = useState(false);
  const s = status.data;
  const { text, action } = s ? describe(s) : { text: '' };
  return (
    <Card role="region" aria-label="Photo verification" className="flex flex-col gap-5 p-6">
      <IconHeading icon={BadgeCheck} title="Photo verification">
        A moderator compares a selfie, taken in a pose we choose, with your main profile photo.
        Verified members show a badge to their matches.
      </IconHeading>
      {status.isPending ? (
        <Skeleton className="h-10 rounded-control" />
      ) : !s ? (
        <p role="alert" className="text-sm text-danger">
          Your verification could not be loaded. Please reload the page.
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            className="flex max-w-md flex-wrap items-center gap-2 text-sm text-fg"
            aria-live="polite"
          >
            {s.state === 'verified' && <VerifiedBadge />}
            {text}
          </p>
          {action && <Button onClick={() => setOpen(true)}>{action}</Button>}
          {s.state === 'no-photo' && (
            <Button variant="outline" onClick={onEditProfile}>
              Add a photo
            </Button>
          )}
          {s.state === 'pending' && (
            <Button
              variant="outline"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => toast.success('Selfie deleted'),
                  onError: (err) =>
                    toast.error('Could not take it back', { description: err.message }),
                })
              }
            >
              Take it back
            </Button>
          )}
        </div>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        {open && s && (
          <SelfieDialog
            status={s}
            onSent={() => {
              setOpen(false);
              toast.success('Selfie sent', {
                description: 'A moderator will compare it with your photo. We will email you.',
              });
            }}
          />
        )}
      </Dialog>
    </Card>
  );
}
