import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { DECLINE_REASON_MAX, poseById } from '#shared/domain/verification-poses';
import { verificationApi, type VerificationQueueItem } from '#shared/contracts/verification';
import { urlOf } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { PoseIcon } from '../../../ui/pose-icon';
import { ReasonDialog } from '../../../ui/reason-dialog';
import { QueueCard } from '../queue-card';
import { useDecideVerification } from './api';

const sentAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Photo({ src, alt, caption }: { src: string | null; alt: string; caption: string }) {
  return (
    <figure className="flex flex-col gap-1.5">
      {src ? (
        <img
          src={src}
          alt={alt}
          className="aspect-square w-full rounded-card bg-surface-muted object-contain"
        />
      ) : (
        <p className="grid aspect-square place-items-center rounded-card bg-surface-muted p-3 text-center text-sm text-muted">
          No main photo now
        </p>
      )}
      <figcaption className="text-sm font-semibold text-fg">{caption}</figcaption>
    </figure>
  );
}

/** One waiting selfie beside the main photo, with the pose it had to copy, Approve and Decline. */
export function SelfieCard({ item }: { item: VerificationQueueItem }) {
  const decide = useDecideVerification();
  const [declining, setDeclining] = useState(false);
  const [reasonError, setReasonError] = useState('');
  const pose = poseById(item.pose);
  const name = item.fullName;
  return (
    <QueueCard
      title={name}
      badges={null}
      email={item.email}
      meta={`Sent ${sentAt(item.submittedAt)}`}
    >
      <p className="flex items-center gap-2 text-fg">
        <PoseIcon pose={item.pose} className="size-6 text-primary" />
        <span>
          <span className="font-semibold">Pose asked for:</span> {pose?.instruction}
        </span>
      </p>
      <div className="grid max-w-xl grid-cols-2 gap-3">
        <Photo
          src={item.photoUrl}
          alt={`${name}'s main profile photo`}
          caption="Main profile photo"
        />
        <Photo
          src={urlOf(verificationApi.selfieFile, { id: item.id })}
          alt={`${name}'s selfie`}
          caption="Selfie"
        />
      </div>
      <p className="text-sm text-muted">
        Approve only when the same person is in both and the selfie copies the pose. Either way the
        selfie is deleted and {name} is emailed.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!item.photoUrl}
          loading={decide.isPending && !declining}
          onClick={() =>
            decide.mutate({
              id: item.id,
              name,
              body: { decision: 'approve', photoUrl: item.photoUrl! },
            })
          }
        >
          <Check className="size-4" aria-hidden="true" />
          Approve
        </Button>
        <Button variant="outline" onClick={() => setDeclining(true)}>
          <X className="size-4" aria-hidden="true" />
          Decline
        </Button>
      </div>
      <Dialog open={declining} onOpenChange={setDeclining}>
        {declining && (
          <ReasonDialog
            title={`Decline ${name}'s selfie`}
            description="The member sees your reason as you write it, in Settings and by email."
            reasonLabel="Reason for the member"
            reasonMax={DECLINE_REASON_MAX}
            confirmLabel="Decline"
            pending={decide.isPending}
            error={
              reasonError && (
                <p role="alert" className="text-sm text-danger">
                  {reasonError}
                </p>
              )
            }
            onConfirm={(reason) => {
              if (!reason) return setReasonError('Tell the member why, so they can try again.');
              setReasonError('');
              decide.mutate(
                { id: item.id, name, body: { decision: 'decline', reason } },
                { onSuccess: () => setDeclining(false) },
              );
            }}
          >
            Say what to change, for example: “Your face is hidden. Please take it in good light.”
          </ReasonDialog>
        )}
      </Dialog>
    </QueueCard>
  );
}
