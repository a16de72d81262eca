/**
 * This browser's side of web push (decision 0048): the service worker's push subscription. The
 * service worker itself is registered by the app (the PWA's); until it is, there is nothing to
 * subscribe with and notifications read as unavailable here.
 */

/** Whether this browser can get notifications from us, and what the member said to it. */
export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** The active service worker's registration, or null when none is registered (yet). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushPermission() === 'unsupported') return null;
  const found = await navigator.serviceWorker.getRegistration();
  return found?.active ? found : null;
}

/** This browser's current subscription, as the server takes it; null when it has none. */
export async function currentPushSubscription(): Promise<PushSubscriptionJSON | null> {
  const reg = await registration();
  return (await reg?.pushManager.getSubscription())?.toJSON() ?? null;
}

export class PushUnavailableError extends Error {}

/**
 * Asks the browser (and, the first time, the member) for a subscription to our VAPID key. A
 * subscription made with another key (keys rotated) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const reg = await registration();
  if (!reg)
    throw new PushUnavailableError('Notifications need the app installed in this browser first.');
  if ((await Notification.requestPermission()) !== 'granted')
    throw new PushUnavailableError('Notifications are blocked for Right One in this browser.');
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  );
  const existing = await reg.pushManager.getSubscription();
  const sameKey =
    existing?.options.applicationServerKey &&
    new Uint8Array(existing.options.applicationServerKey).every((b, i) => b === key[i]);
  if (existing && !sameKey) await existing.unsubscribe();
  const subscription =
    (sameKey && existing) ||
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  return subscription.toJSON();
}

/** Stops this browser's subscription at its push service (sign-out, "Turn off on this device"). */
export async function unsubscribeThisBrowser(): Promise<void> {
  const reg = await registration();
  await (await reg?.pushManager.getSubscription())?.unsubscribe();
}
