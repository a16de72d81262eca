import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type UpdateProfileRequest } from '#shared/contracts/profiles';
import { verificationApi } from '#shared/contracts/verification';
import { callApi } from '../../lib/api-client';
import { featureKey } from '../../lib/api-query';
import { ownProfileQuery } from '../../lib/own-profile';
import { sessionQuery } from '../../lib/session';

/** What the editor saves: the fields, and what to do with the photo. */
export interface ProfileSave {
  fields: UpdateProfileRequest;
  photo: { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };
}

async function saveProfile({ fields, photo }: ProfileSave) {
  let saved = await callApi(profilesApi.update, { body: fields });
  if (photo.kind === 'replace') {
    const form = new FormData();
    form.append('file', photo.file);
    saved = await callApi(profilesApi.uploadAvatar, { form });
  } else if (photo.kind === 'remove') {
    saved = await callApi(profilesApi.removeAvatar);
  }
  return saved;
}

/**
 * Saves the fields, then the photo. Afterwards every profiles query (profile, stats) and the
 * session (its name shows in the header) are fetched again.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: featureKey(profilesApi) }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
        // A new or removed photo changes where the member stands with verification.
        queryClient.invalidateQueries({ queryKey: featureKey(verificationApi) }),
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
