/**
 * The service worker's side of web push (decision 0048): show what the server pushed, and open
 * the right page when the member clicks it. sw.ts imports this module once.
 */
declare const self: ServiceWorkerGlobalScope;

/** What the server sends (server/db/schema/push.ts, PushPayload). */
interface PushPayload {
  title: string;
  body?: string;
  url: string;
  tag?: string;
}

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return data && typeof data.title === 'string' && typeof data.url === 'string'
      ? (data as PushPayload)
      : null;
  } catch {
    return null;
  }
}

/** A page of ours, absolute; anything else (a date's meeting room) as it is. */
const absolute = (url: string) => new URL(url, self.location.origin).href;
const windows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function show(payload: PushPayload) {
  const url = absolute(payload.url);
  // The member is looking at that very page (the conversation): it shows the news itself.
  if ((await windows()).some((w) => w.focused && w.visibilityState === 'visible' && w.url === url))
    return;
  await self.registration.showNotification(payload.title, {
    ...(payload.body && { body: payload.body }),
    ...(payload.tag && { tag: payload.tag }),
    icon: '/icons/icon-192.png',
    data: { url },
  });
}

/** Brings an open Right One window to the page, or opens one. */
async function open(url: string) {
  const ours = (await windows()).find((w) => w.url.startsWith(self.location.origin));
  if (!ours || !url.startsWith(self.location.origin)) {
    await self.clients.openWindow(url);
    return;
  }
  // Focusing needs the click's permission, which a browser may lend only once: it never stops
  // the navigation.
  await ours.focus().catch(() => undefined);
  await ours.navigate(url);
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = payloadOf(event);
  if (payload) event.waitUntil(show(payload));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  event.waitUntil(open(url ?? `${self.location.origin}/user`));
});

export {};
