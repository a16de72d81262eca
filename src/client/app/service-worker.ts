import { afterLoadWhenIdle } from '../lib/when-idle';
import { toast } from '../ui/toast';

/** How often an app left open asks whether a new build is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** Coming back to the app asks again, when the last check is at least this old. */
const RECHECK_AFTER_MS = 10 * 60 * 1000;

/**
 * Registers the service worker (src/client/service-worker/sw.ts, decision 0047) once the page has
 * loaded and is idle, from the app only: the landing page's first visit never waits for it.
 * A new build is offered, never imposed: "A new version is ready" with a Reload button, and the
 * new service worker takes over on that click alone, in the tab where it was clicked.
 */
export function registerServiceWorkerWhenIdle() {
  // The development server has no service worker (it would serve stale modules).
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => void startServiceWorker());
}

async function startServiceWorker() {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloadAsked = false;
  let newVersionInControl = false;
  // Another tab's Reload makes the new version take over this page too; the page keeps running as
  // it is until the member reloads it here. (The very first install taking the page is no change.)
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controller) newVersionInControl = true;
    controller = navigator.serviceWorker.controller;
    if (reloadAsked) location.reload();
  });
  wb.addEventListener('waiting', () =>
    toast.info('A new version is ready.', {
      id: 'new-version',
      description: 'Reload when you are ready. It only takes a moment.',
      duration: Infinity,
      action: {
        label: 'Reload',
        onClick: () => {
          reloadAsked = true;
          if (newVersionInControl) location.reload();
          else wb.messageSkipWaiting();
        },
      },
    }),
  );
  const registration = await wb.register();
  if (!registration) return;
  let lastCheck = Date.now();
  const checkForUpdate = () => {
    lastCheck = Date.now();
    // Offline, or the server restarting: the next check tries again.
    wb.update().catch(() => undefined);
  };
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  // A phone brings the app back from the background far more often than it opens it anew.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > RECHECK_AFTER_MS)
      checkForUpdate();
  });
}
