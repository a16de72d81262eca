import { lazy, useState, type ComponentType } from 'react';

/** A page loaded on first visit, which can also be loaded ahead (on intent, before a handoff). */
export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's chunk; once it is here the page renders at once, without suspending. */
  preload(): Promise<unknown>;
}

/**
 * Route-level code splitting with a preload: React.lazy suspends on its first render even when
 * the chunk is already here, which shows the spinner for a frame; a page preloaded by the time it
 * mounts renders straight away instead (the standalone landing page hands over to the app so).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = () => load().then((module) => (loaded = module.default));
  const Lazy = lazy(() => load().then((module) => ((loaded = module.default), module)));
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the page.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
