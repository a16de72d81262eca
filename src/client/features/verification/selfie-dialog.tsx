import { useEffect, useState } from 'react';
import type { VerificationStatus } from '#shared/contracts/verification';
import { Button } from '../../ui/button';
import { DialogActions, DialogContent } from '../../ui/dialog';
import { useAskForPose, useSendSelfie } from './api';
import { PoseCard } from './pose-card';
import { SelfieCamera } from './selfie-camera';

interface Taken {
  blob: Blob;
  previewUrl: string;
}

/**
 * Verify my photo, inside an open Dialog: the pose the server chose (asked for on opening when
 * none is waiting), the camera or an upload, a look at the selfie, then Send for review.
 */
export function SelfieDialog({
  status,
  onSent,
}: {
  status: VerificationStatus;
  onSent: () => void;
}) {
  const ask = useAskForPose();
  const send = useSendSelfie();
  const [taken, setTaken] = useState<Taken | null>(null);

  // Opening without a pose waiting asks for one, once.
  const needsPose = !status.pose;
  useEffect(() => {
    if (needsPose) ask.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, []);
  // A taken selfie's preview URL is released when it is replaced or the dialog closes.
  useEffect(() => (taken ? () => URL.revokeObjectURL(taken.previewUrl) : undefined), [taken]);

  const failure = ask.error ?? send.error;
  return (
    <DialogContent
      title="Verify your photo"
      description="Take a selfie copying the pose below. A moderator compares it with your main profile photo. No other member ever sees it, and it is deleted as soon as they decide."
    >
      <div className="flex flex-col gap-4">
        <PoseCard
          poseId={status.pose}
          // A selfie already taken copies the old pose: it goes with it.
          onAnother={() => {
            setTaken(null);
            ask.mutate();
          }}
          asking={ask.isPending}
        />
        {taken ? (
          <img
            src={taken.previewUrl}
            alt="Your selfie, ready to send"
            className="aspect-[4/3] w-full rounded-card bg-surface-muted object-contain"
          />
        ) : (
          <SelfieCamera
            onTaken={(blob) => setTaken({ blob, previewUrl: URL.createObjectURL(blob) })}
          />
        )}
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure.message}
          </p>
        )}
        {taken && (
          <DialogActions>
            <Button variant="outline" onClick={() => setTaken(null)} disabled={send.isPending}>
              Retake
            </Button>
            <Button
              loading={send.isPending}
              disabled={!status.pose}
              onClick={() => send.mutate(taken.blob, { onSuccess: onSent })}
            >
              Send for review
            </Button>
          </DialogActions>
        )}
      </div>
    </DialogContent>
  );
}
