import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ownProfileQuery } from '../../lib/own-profile';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { ProfileEditorForm } from './profile-editor-form';

interface ProfileEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

// The photo manager brings the drag and drop library: fetched when the editor first opens.
const PhotoManager = lazy(() => import('./photo-manager'));

function EditorLoading() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <span className="sr-only" role="status">
        Loading profile...
      </span>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function EditorBody({ onSaved }: { onSaved: () => void }) {
  const profile = useQuery(ownProfileQuery);
  // The photos and the form appear together: were the form shown first, the dialog would put
  // the focus in the name field with its text selected, one keystroke from replacing it.
  if (profile.data)
    return (
      <Suspense fallback={<EditorLoading />}>
        <div className="flex flex-col gap-6">
          <PhotoManager />
          <ProfileEditorForm profile={profile.data} onSaved={onSaved} />
        </div>
      </Suspense>
    );
  if (profile.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-pretty text-fg">We could not load your profile. Please try again.</p>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <EditorLoading />;
}

/**
 * 'Edit Profile', opened from the dashboard home and the account menu. The form mounts on each
 * opening (Radix unmounts closed content), so it always starts from the saved profile.
 */
export function ProfileEditorDialog({ open, onOpenChange }: ProfileEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit Profile"
        description="What you share here helps us introduce you to people who fit."
        className="sm:max-w-2xl"
      >
        <EditorBody onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
