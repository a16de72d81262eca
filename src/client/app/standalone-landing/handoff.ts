import type * as StartApp from '../start-app';
import { afterLoadWhenIdle } from '../../lib/when-idle';

type App = typeof StartApp;

let app: Promise<App> | null = null;
/** The app's code: loaded once, on intent or on the click itself (a failure may be retried). */
const loadApp = () =>
  (app ??= import('../start-app').catch((error: unknown) => {
    app = null;
    throw error;
  }));

/** A link to another page of the app, followed with a plain left click. */
function appLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
    return null;
  return link.origin === location.origin && link.pathname !== location.pathname ? link : null;
}

const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

interface HandOff {
  root: HTMLElement;
  /** Ends the standalone page's own listeners. */
  controller: AbortController;
  /** Lets the video island go. */
  releaseIsland: () => void;
}

/**
 * A link to another page (Take the Quiz, Login, the footer's) hands the page to the app: its code
 * loads on intent (the pointer over the link, focus, a touch), so by the click it is usually here,
 * and the next page replaces this one in one step, with no reload. Should the app fail to load,
 * the browser follows the link itself.
 */
export function handOffOnNavigation({ root, controller, releaseIsland }: HandOff) {
  const { signal } = controller;
  const onIntent = (event: Event) => {
    const link = appLink(event.target);
    if (link)
      loadApp()
        .then((a) => a.preloadPage(link.pathname))
        .catch(ignore);
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'touchstart'])
    document.addEventListener(type, onIntent, { signal, passive: true });

  document.addEventListener(
    'click',
    (event) => {
      const link = plainClick(event) ? appLink(event.target) : null;
      if (!link) return;
      event.preventDefault();
      const url = link.href;
      controller.abort(); // one hand-off, however many clicks
      loadApp()
        .then(async (a) => {
          await a.preloadPage(new URL(url).pathname);
          releaseIsland();
          history.pushState(null, '', url);
          a.renderApp(root);
          window.scrollTo(0, 0);
        })
        .catch(() => location.assign(url));
    },
    { signal },
  );
}

/**
 * Once the page is idle, the app's code is fetched ahead (not run), so that a later click finds it
 * in the cache. The build lists its files in <meta name="app-chunks"> (scripts/prerender.mjs).
 */
export function prefetchAppWhenIdle() {
  const files = document.querySelector('meta[name="app-chunks"]')?.getAttribute('content') ?? '';
  const prefetch = () => {
    for (const href of files.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.crossOrigin = ''; // as the module scripts that use them are fetched, so the cache serves them
      document.head.append(link);
    }
  };
  afterLoadWhenIdle(prefetch);
}

function ignore() {
  // An intent whose preload failed: the click itself tries again.
}
