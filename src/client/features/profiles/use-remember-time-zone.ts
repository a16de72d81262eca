import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profilesApi } from '../../../shared/contracts/profiles';
import { callApi } from '../../lib/api-client';
import { ownProfileQuery } from '../../lib/own-profile';

/**
 * Tells the server which time zone this browser is in, when it differs from the one stored, so
 * dates are shown and mailed in the member's own time. A failure is left for the next visit.
 */
export function useRememberTimeZone() {
  const queryClient = useQueryClient();
  const profile = useQuery(ownProfileQuery);
  const loaded = profile.isSuccess;
  const stored = profile.data?.timeZone;
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!loaded || !zone || zone === stored) return;
    callApi(profilesApi.timeZone, { body: { timeZone: zone } }).then(
      () => queryClient.invalidateQueries({ queryKey: ownProfileQuery.queryKey }),
      () => undefined,
    );
  }, [loaded, stored, queryClient]);
}
