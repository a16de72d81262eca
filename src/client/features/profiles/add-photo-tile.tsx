import { ImagePlus } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { cn } from '../../ui/class-names';
import { Spinner } from '../../ui/spinner';

const INPUT_ID = 'profile-photo-add';
// As tall as the photos beside it in a row, a square when alone in one.
const TILE =
  'grid aspect-square h-full w-full place-items-center rounded-card border-2 border-dashed text-sm';

/**
 * 'Add photo': a square the size of a photo, opening the file picker (images only, several at
 * once; the editor checks type and size, the server the bytes).
 */
export function AddPhotoTile({
  disabled,
  describedBy,
  onFiles,
}: {
  disabled: boolean;
  describedBy: string;
  onFiles: (files: File[]) => void;
}) {
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared, so choosing the same file again after an error still counts as a change.
    event.target.value = '';
    if (files.length) onFiles(files);
  }
  return (
    <li>
      <input
        id={INPUT_ID}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        className="peer sr-only"
        aria-describedby={describedBy}
        onChange={pick}
      />
      <label
        htmlFor={INPUT_ID}
        className={cn(
          TILE,
          'cursor-pointer border-border bg-surface-muted/50 font-semibold text-fg transition-colors hover:border-primary hover:bg-primary-soft/40',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          disabled && 'pointer-events-none opacity-55',
        )}
      >
        <span className="flex flex-col items-center gap-2">
          <ImagePlus className="size-6 text-primary" aria-hidden="true" />
          Add photo
        </span>
      </label>
    </li>
  );
}

/** Where the photo being uploaded will appear, while the server checks and stores it. */
export function UploadingTile() {
  return (
    <li className={cn(TILE, 'border-border text-muted')} role="status">
      <span className="flex flex-col items-center gap-2">
        <Spinner className="size-6" />
        Uploading...
      </span>
    </li>
  );
}
