import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushApi, type PushState } from '#shared/contracts/push';
import { callApi } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';
import {
  currentPushSubscription,
  pushPermission,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../../lib/browser-push';
import { toast } from '../../ui/toast';

export const pushStateQuery = apiQuery(pushApi.state);
export const usePushState = () => useQuery(pushStateQuery);

/** What this browser can do: its permission, and whether a service worker is there to push to. */
const browserKey = ['push', 'this-browser'] as const;
export const useThisBrowser = () =>
  useQuery({
    queryKey: browserKey,
    queryFn: async () => {
      const permission = pushPermission();
      const registered =
        permission !== 'unsupported' && !!(await navigator.serviceWorker.getRegistration())?.active;
      const subscription = registered ? await currentPushSubscription() : null;
      return { permission, registered, subscribed: !!subscription };
    },
  });

function usePushChange<T>(change: (input: T) => Promise<PushState>, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (next) => queryClient.setQueryData(pushStateQuery.queryKey, next),
    onError: (err) => toast.error(failed, { description: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: browserKey }),
  });
}

/** The browser subscribes (asking the member's permission the first time), then the server keeps it. */
export const useTurnOnHere = () =>
  usePushChange(async (publicKey: string) => {
    const { endpoint, keys } = await subscribeThisBrowser(publicKey);
    return callApi(pushApi.subscribe, {
      body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } },
    });
  }, 'Could not turn notifications on');

/** Off on one device; on this one the browser's subscription is ended too. */
export const useTurnOff = () =>
  usePushChange(async ({ id, here }: { id: string; here: boolean }) => {
    if (here) await unsubscribeThisBrowser().catch(() => undefined);
    return callApi(pushApi.unsubscribe, { params: { id } });
  }, 'Could not turn notifications off');

export const useMessagePreviews = () =>
  usePushChange(
    (show: boolean) => callApi(pushApi.previews, { body: { show } }),
    'Could not save your choice',
  );
