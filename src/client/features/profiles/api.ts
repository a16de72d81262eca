import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfile, type UpdateProfileRequest } from '../../../shared/contracts/profiles';
import { api } from '../../lib/api-client';
import { sessionQuery } from '../../lib/auth-client';

/** What the editor saves: the fields, and what to do with the photo. */
export interface ProfileSave {
  fields: UpdateProfileRequest;
  photo: { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };
}

async function saveProfile({ fields, photo }: ProfileSave) {
  let saved = await api('/api/profile', { method: 'PUT', body: fields, schema: ownProfile });
  if (photo.kind === 'replace') {
    const form = new FormData();
    form.append('file', photo.file);
    saved = await api('/api/profile/avatar', { method: 'POST', body: form, schema: ownProfile });
  } else if (photo.kind === 'remove') {
    saved = await api('/api/profile/avatar', { method: 'DELETE', schema: ownProfile });
  }
  return saved;
}

/**
 * Saves the fields, then the photo. Afterwards every ['profile', ...] query (profile, stats,
 * completion) and the session (its name shows in the header) are fetched again.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}
