/**
 * The service worker's side of web push (decision 0048): show what the server pushed, and open
 * the right page when the member clicks it. sw.ts (the PWA's worker) imports this module once.
 *
 * The types are the few the handlers use, written out: the client's TypeScript setup has the DOM
 * library, not the WebWorker one, and the two cannot be loaded together.
 */
interface WindowClientLike {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  location: { origin: string };
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
}
interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface ClickEventLike extends ExtendableEventLike {
  notification: Notification;
}

/** What the server sends (server/db/schema/push.ts, PushPayload). */
interface PushPayload {
  title: string;
  body?: string;
  url: string;
  tag?: string;
}

const scope = self as unknown as WorkerScope;

function payloadOf(event: PushEventLike): PushPayload | null {
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
const absolute = (url: string) => new URL(url, scope.location.origin).href;

async function show(payload: PushPayload) {
  const url = absolute(payload.url);
  // The member is looking at that very page (the conversation): it shows the news itself.
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((w) => w.focused && w.visibilityState === 'visible' && w.url === url)) return;
  await scope.registration.showNotification(payload.title, {
    ...(payload.body && { body: payload.body }),
    ...(payload.tag && { tag: payload.tag }),
    // The brand mark; the PWA's 192 px icon can take its place once it is part of the build.
    icon: '/favicon.svg',
    data: { url },
  });
}

/** Brings an open Right One window to the page, or opens one. */
async function open(url: string) {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.find((w) => w.url.startsWith(scope.location.origin));
  if (!ours || !url.startsWith(scope.location.origin)) {
    await scope.clients.openWindow(url);
    return;
  }
  await ours.navigate(url);
  // Focusing needs the click's permission, which some browsers lend only once: never let it
  // stop the navigation above.
  await ours.focus().catch(() => undefined);
}

scope.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (payload) event.waitUntil(show(payload));
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  event.waitUntil(open(url ?? scope.location.origin + '/user'));
});

export {};
