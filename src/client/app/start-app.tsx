import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter, preloadPage } from './router';
import { registerServiceWorkerWhenIdle } from './service-worker';

export { preloadPage };

const app = (
  <AppProviders>
    <AppRouter />
  </AppProviders>
);

/**
 * The app drawn into `root` at the address bar's page, replacing what is there: an empty root
 * (index.html), or the standalone landing page handing over on a click. A page preloaded first
 * replaces the old content in one step, with no spinner between.
 */
export function renderApp(root: HTMLElement) {
  flushSync(() => createRoot(root).render(app));
  registerServiceWorkerWhenIdle();
}

/**
 * The app takes over the landing page prerendered into `root` (a signed-in visitor, whose header
 * needs the session): once the page's chunk is here, so the markup is kept rather than swapped for
 * the spinner, and in a transition, so the work yields to the browser between pieces.
 */
export async function hydrateApp(root: HTMLElement) {
  await preloadPage(location.pathname);
  startTransition(() => void hydrateRoot(root, app));
  registerServiceWorkerWhenIdle();
}
