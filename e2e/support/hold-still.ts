import type { Page } from '@playwright/test';

const WALKTHROUGH = 'section[aria-label$="animated walkthrough"]';

/**
 * A check of what the user sees (axe's contrast above all) must not read the page mid-motion:
 * a toast that starts to fade out on its own timer half-way through a scan is half transparent,
 * and the animated explainer (decision 0034) moves on to its next scene by itself, so it never
 * settles. While such a check runs, the page is shown as a reduced-motion visitor sees it:
 * toasts appear and leave without fading (sonner's own stylesheet) and the explainer shows still
 * frames. That loses nothing: a toast at rest has the same colours either way, and the
 * explainer's moving text is never faded (features/explainer/scenes.test.tsx). A player still
 * loading is waited for too, so it is not swapped in mid-check.
 * Returns how to put the visitor's motion setting back.
 */
export async function holdPageStill(page: Page): Promise<() => Promise<void>> {
  const reduced = await page.evaluate(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  if (!reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)].every(
      (el) =>
        el.getAttribute('aria-busy') !== 'true' &&
        (el.getAttribute('aria-roledescription') !== 'walkthrough' || el.dataset.still === 'true'),
    );
  }, WALKTHROUGH);
  return async () => {
    if (!reduced) await page.emulateMedia({ reducedMotion: null });
  };
}
