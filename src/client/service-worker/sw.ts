import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
// Web push: the notifications' push and notificationclick handlers (decision 0048).
import './push';

/**
 * The service worker (decision 0047). The app starts from the cache, online or not: the shell
 * (index.html) and every script, stylesheet, icon and font of this build are precached by Workbox,
 * whose list the build writes into `__WB_MANIFEST`. What it never touches: the API (`/api/`, the
 * members' own data, always asked of the server and never stored here), the WebSocket (a service
 * worker never sees one), the developer pages (`/dev/`) and other sites (Stripe). Those requests
 * have no route here, so the browser sends them as if there were no service worker.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const SHELL = 'index.html';

// A new build waits until the member says "Reload" on the toast (src/client/app/service-worker.ts):
// taking over on its own could swap the app's files in the middle of a chat.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The very first install takes the open pages at once (they already run this build's files), so
// the app works offline from the first visit on; later versions come in through the toast alone.
clientsClaim();
cleanupOutdatedCaches();
// "/" is not "/index.html" here: the server sends the prerendered landing page there.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

/** The landing page from the server; offline, the app's shell, which draws it too. */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

// Every other page is the app's: its shell straight from the cache, the router draws the page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL), {
    denylist: [/^\/$/, /^\/api\//, /^\/dev\//],
  }),
);
