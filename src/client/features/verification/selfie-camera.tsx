import { Camera, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { photoFileProblem } from '#shared/contracts/profiles';
import { Button, buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useCamera } from './use-camera';

interface SelfieCameraProps {
  onTaken: (selfie: Blob) => void;
}

/**
 * The front camera with 'Take selfie' (mirrored on screen, as people expect of a selfie), and
 * always the choice to upload a photo instead: the only way where there is no camera.
 */
export function SelfieCamera({ onTaken }: SelfieCameraProps) {
  const { videoRef, state, capture } = useCamera();
  const [uploadError, setUploadError] = useState<string>();
  const inputId = useId();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    setUploadError(problem);
    if (!problem) onTaken(file);
  }

  return (
    <div className="flex flex-col gap-3">
      {state.kind === 'unavailable' ? (
        <p role="status" className="rounded-control bg-surface-muted p-3 text-sm text-fg">
          {state.reason}
        </p>
      ) : (
        <div className="relative aspect-[4/3] overflow-hidden rounded-card bg-surface-muted">
          <video
            ref={videoRef}
            autoPlay
            playsInline
            muted
            aria-label="Your camera"
            className="size-full -scale-x-100 object-cover"
          />
          {state.kind === 'starting' && (
            <span className="absolute inset-0 grid place-items-center text-muted">
              <Spinner label="Starting your camera" />
            </span>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {state.kind === 'live' && (
          <Button onClick={() => void capture().then((blob) => blob && onTaken(blob))}>
            <Camera className="size-4" aria-hidden="true" />
            Take selfie
          </Button>
        )}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="user"
          className="peer sr-only"
          onChange={pick}
          aria-invalid={uploadError ? true : undefined}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            state.kind === 'unavailable' ? 'primary' : 'outline',
            'md',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          )}
        >
          <Upload className="size-4" aria-hidden="true" />
          Upload a selfie instead
        </label>
      </div>
      {uploadError && (
        <p role="alert" className="text-sm text-danger">
          {uploadError}
        </p>
      )}
    </div>
  );
}
