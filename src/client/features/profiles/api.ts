import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profilePhotosApi } from '#shared/contracts/profile-photos';
import {
  profilesApi,
  type OwnProfile,
  type UpdateProfileRequest,
} from '#shared/contracts/profiles';
import { verificationApi } from '#shared/contracts/verification';
import { ApiError, callApi } from '../../lib/api-client';
import { featureKey } from '../../lib/api-query';
import { ownProfileQuery } from '../../lib/own-profile';
import { sessionQuery } from '../../lib/session';
import { toast } from '../../ui/toast';

/**
 * Saves the editor's fields. Afterwards every profiles query (profile, stats) and the session
 * (its name shows in the header) are fetched again.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: UpdateProfileRequest) => callApi(profilesApi.update, { body: fields }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: featureKey(profilesApi) }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}

/** Remembers the browser's time zone for dates shown and mailed; the profile is read again. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => callApi(profilesApi.timeZone, { body: { timeZone } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQuery.queryKey }),
  });
}

/** The server's words for a refusal (a 4xx); anything else gets a general message. */
export const photoFailure = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500
    ? err.message
    : 'We could not save your photos. Please try again.';

/**
 * After any change to the photos: the answer is the profile as it now is. A new main photo ends a
 * Verified badge (it vouches for the photo a moderator saw), so the member is told at once, and
 * the figures and the verification card are read again.
 */
function photosChanged(
  queryClient: QueryClient,
  before: OwnProfile | undefined,
  after: OwnProfile,
) {
  queryClient.setQueryData(ownProfileQuery.queryKey, after);
  if (before?.verified && !after.verified)
    toast.warning('Your main photo changed', {
      description: 'Your Verified badge was for the previous one. Verify the new one in Settings.',
    });
  void queryClient.invalidateQueries({ queryKey: featureKey(profilesApi) });
  void queryClient.invalidateQueries({ queryKey: featureKey(verificationApi) });
}

/** Runs a change of the photos and applies its answer (photosChanged). */
function usePhotoChange<Input>(change: (input: Input) => Promise<OwnProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onMutate: () => ({ before: queryClient.getQueryData(ownProfileQuery.queryKey) }),
    onSuccess: (after, _input, context) => photosChanged(queryClient, context.before, after),
  });
}

/** Adds one photo after the others (the server re-encodes it and refuses a seventh). */
export const useAddPhoto = () =>
  usePhotoChange((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callApi(profilePhotosApi.add, { form });
  });

/** Removes one photo; the next one moves up (a removed main photo too). */
export const useRemovePhoto = () =>
  usePhotoChange((id: string) => callApi(profilePhotosApi.remove, { params: { id } }));

/**
 * Puts the photos in a new order (every id, main first). The editor shows the new order at once
 * and puts the old one back if the server refuses, with the reason.
 */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(profilePhotosApi.reorder, { body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: ownProfileQuery.queryKey });
      const before = queryClient.getQueryData(ownProfileQuery.queryKey);
      if (before) {
        const photos = ids.map((id) => before.photos.find((p) => p.id === id)).filter((p) => !!p);
        queryClient.setQueryData(ownProfileQuery.queryKey, {
          ...before,
          photos,
          avatarUrl: photos[0]?.url ?? null,
        });
      }
      return { before };
    },
    onError: (err, _ids, context) => {
      if (context?.before) queryClient.setQueryData(ownProfileQuery.queryKey, context.before);
      toast.error('Your photos were not reordered', { description: photoFailure(err) });
    },
    onSuccess: (after, _ids, context) => photosChanged(queryClient, context.before, after),
  });
}
