import { HOW_IT_WORKS_VIDEO_ISLAND } from '../../features/landing/landing-markup';

type State = 'waiting' | 'loading' | 'ready';

/**
 * Brings React to the How it works video alone, when it comes into view or is touched: its
 * explainer needs React, the rest of the page does not. A press on its Play button before React is
 * here is held and replayed once React has the island. Returns what lets the island go (the app,
 * taking over the whole page, draws it anew).
 */
export function watchVideoIsland(signal: AbortSignal): () => void {
  const island = document.querySelector(`[data-island="${HOW_IT_WORKS_VIDEO_ISLAND}"]`);
  if (!island) return () => undefined;
  let state: State = 'waiting';
  let held: HTMLElement | null = null;
  let unmount = () => undefined as void;

  const ready = () => {
    state = 'ready';
    const press = held;
    held = null;
    press?.click();
  };
  const wake = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    observer.disconnect();
    import('../landing-islands')
      .then(({ hydrateHowItWorksVideo }) => {
        if (signal.aborted) return;
        const root = hydrateHowItWorksVideo(island, ready);
        unmount = () => root.unmount();
      })
      .catch(() => {
        state = 'waiting'; // offline for a moment: the next touch tries again
      });
  };

  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) wake();
  });
  observer.observe(island);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  island.addEventListener('focusin', wake, { signal });
  island.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (state === 'ready' || !(button instanceof HTMLElement)) return;
      event.preventDefault();
      held = button;
      wake();
    },
    { signal, capture: true },
  );
  return () => unmount();
}
