import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, type ChangeEvent } from 'react';
import { photoFileProblem } from '#shared/contracts/profiles';
import { buttonClasses } from '../../ui/button';
import { cn } from '../../ui/class-names';
import type { ProfileSave } from './api';

/** What the editor will do with the photo; a new file carries its local preview (an object URL). */
export type PhotoChoice =
  | Exclude<ProfileSave['photo'], { kind: 'replace' }>
  | { kind: 'replace'; file: File; previewUrl: string };

interface PhotoFieldProps {
  /** The saved photo, if any. */
  currentUrl: string | null;
  /** The saved photo is verified: replacing or removing it ends the badge. */
  verified: boolean;
  /** Shown as an initial when there is no photo. */
  name: string;
  value: PhotoChoice;
  onChange: (choice: PhotoChoice) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}

const INPUT_ID = 'profile-photo';

/**
 * The profile photo: a preview, 'Choose photo' (images only: accept="image/*", a type and size
 * check here, and the server's own check of the bytes) and 'Remove photo'.
 */
export function PhotoField({
  currentUrl,
  verified,
  name,
  value,
  onChange,
  error,
  onError,
  disabled,
}: PhotoFieldProps) {
  const shown =
    value.kind === 'replace' ? value.previewUrl : value.kind === 'remove' ? null : currentUrl;
  // A preview's object URL is released once another choice replaces it or the field goes away.
  useEffect(() => {
    if (value.kind !== 'replace') return undefined;
    const { previewUrl } = value;
    return () => URL.revokeObjectURL(previewUrl);
  }, [value]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after an error still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    onError(problem);
    if (problem) return;
    onChange({ kind: 'replace', file, previewUrl: URL.createObjectURL(file) });
  }

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-fg">Profile photo</legend>
      <div className="flex items-center gap-4">
        <span className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-primary-soft text-2xl font-bold text-primary-soft-foreground ring-1 ring-border">
          {shown ? (
            <img src={shown} alt="Your profile photo" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</span>
          )}
        </span>
        <div className="flex flex-col items-start gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              id={INPUT_ID}
              type="file"
              accept="image/*"
              className="peer sr-only"
              aria-describedby={`${INPUT_ID}-hint${error ? ` ${INPUT_ID}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={pick}
            />
            <label
              htmlFor={INPUT_ID}
              className={cn(
                buttonClasses('outline', 'sm'),
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                disabled && 'pointer-events-none opacity-55',
              )}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {shown ? 'Change photo' : 'Choose photo'}
            </label>
            {shown && (
              <button
                type="button"
                onClick={() => {
                  onError(undefined);
                  onChange(currentUrl ? { kind: 'remove' } : { kind: 'keep' });
                }}
                className={buttonClasses('ghost', 'sm', 'text-muted')}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove photo
              </button>
            )}
          </div>
          <p id={`${INPUT_ID}-hint`} className="text-sm text-pretty text-muted">
            JPEG, PNG, WebP or GIF, up to 5&nbsp;MB.
            {verified &&
              (value.kind === 'keep'
                ? ' Your photo is verified; a new one will need verifying again.'
                : ' Saving ends your Verified badge until you verify the new photo in Settings.')}
          </p>
        </div>
      </div>
      {error && (
        <p
          id={`${INPUT_ID}-error`}
          role="alert"
          className="text-sm font-semibold text-danger-soft-foreground"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
