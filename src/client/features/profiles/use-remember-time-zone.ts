import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ownProfileQuery } from '../../lib/own-profile';
import { useSaveTimeZone } from './api';

/**
 * Tells the server which time zone this browser is in, when it differs from the one stored, so
 * dates are shown and mailed in the member's own time. A failure is left for the next visit.
 */
export function useRememberTimeZone() {
  const { mutate: saveTimeZone } = useSaveTimeZone();
  const profile = useQuery(ownProfileQuery);
  const loaded = profile.isSuccess;
  const stored = profile.data?.timeZone;
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!loaded || !zone || zone === stored) return;
    saveTimeZone(zone);
  }, [loaded, stored, saveTimeZone]);
}
