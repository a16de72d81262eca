import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { photoFileProblem } from '#shared/contracts/profiles';
import { MAX_PROFILE_PHOTOS, movedTo, PHOTO_MESSAGES } from '#shared/domain/profile-photos';
import { ownProfileQuery } from '../../lib/own-profile';
import { toast } from '../../ui/toast';
import { AddPhotoTile, UploadingTile } from './add-photo-tile';
import { photoFailure, useAddPhoto, useRemovePhoto, useReorderPhotos } from './api';
import { PhotoTile } from './photo-tile';
import { SortablePhotos } from './sortable-photos';

const HINT_ID = 'profile-photos-hint';
const ERROR_ID = 'profile-photos-error';

/**
 * The member's photos in the profile editor (issue 31, part 4): up to six as a grid, the first
 * being the main photo shown on cards. Each change is saved at once (not with 'Save Changes'):
 * adding, removing, and reordering by drag and drop or by each photo's buttons. Loaded with the
 * editor only, so the drag and drop library stays out of every other page.
 */
export default function PhotoManager() {
  const profile = useQuery(ownProfileQuery).data;
  const photos = profile?.photos ?? [];
  const add = useAddPhoto();
  const remove = useRemovePhoto();
  const reorder = useReorderPhotos();
  const [error, setError] = useState<string>();
  // What the last change did, for screen readers (the grid shows it to everyone else).
  const [said, say] = useState('');
  const busy = add.isPending || remove.isPending || reorder.isPending;
  const ids = photos.map((p) => p.id);

  function move(from: number, to: number) {
    setError(undefined);
    reorder.mutate(movedTo(ids, from, to), {
      onSuccess: () =>
        say(
          to === 0
            ? `Photo ${from + 1} is now your main photo.`
            : `Photo ${from + 1} moved to place ${to + 1}.`,
        ),
      onError: (err) => setError(photoFailure(err)),
    });
  }

  function removePhoto(id: string) {
    setError(undefined);
    const n = ids.indexOf(id) + 1;
    remove.mutate(id, {
      onSuccess: () => say(`Photo ${n} removed.`),
      onError: (err) => {
        setError(photoFailure(err));
        toast.error('Your photo was not removed', { description: photoFailure(err) });
      },
    });
  }

  /** Uploads the chosen files one after another, as many as there is room for. */
  async function addFiles(files: File[]) {
    const room = MAX_PROFILE_PHOTOS - photos.length;
    setError(files.length > room ? PHOTO_MESSAGES.tooMany : undefined);
    for (const file of files.slice(0, room)) {
      const problem = photoFileProblem(file);
      if (problem) {
        setError(problem);
        continue;
      }
      try {
        await add.mutateAsync(file);
        say('Photo added.');
      } catch (err) {
        setError(photoFailure(err));
        toast.error('Your photo was not added', { description: photoFailure(err) });
        return;
      }
    }
  }

  return (
    <section aria-labelledby="profile-photos-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="profile-photos-heading" className="text-sm font-semibold text-fg">
          Photos{' '}
          <span className="font-normal text-muted">
            ({photos.length} of {MAX_PROFILE_PHOTOS})
          </span>
        </h3>
        <p id={HINT_ID} className="mt-1 text-sm text-pretty text-muted">
          Your first photo is your main photo, shown on match cards. Drag a photo by its handle or
          use its arrows to change the order; changes are saved at once. Matches see blurred copies
          until you both reveal. JPEG, PNG, WebP or GIF, up to 5&nbsp;MB each.
          {profile?.verified &&
            ' Your main photo is verified; a new main photo will need verifying again.'}
        </p>
      </div>
      <SortablePhotos ids={ids} onMove={move}>
        <ol
          aria-label="Your photos"
          aria-busy={busy || undefined}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              busy={busy}
              onMove={move}
              onRemove={removePhoto}
            />
          ))}
          {add.isPending && <UploadingTile />}
          {photos.length < MAX_PROFILE_PHOTOS && !add.isPending && (
            <AddPhotoTile
              disabled={busy}
              describedBy={`${HINT_ID}${error ? ` ${ERROR_ID}` : ''}`}
              onFiles={(files) => void addFiles(files)}
            />
          )}
        </ol>
      </SortablePhotos>
      {error && (
        <p id={ERROR_ID} role="alert" className="text-sm font-semibold text-danger-soft-foreground">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
