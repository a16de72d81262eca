import type { Page } from '@playwright/test';

const WALKTHROUGH = 'section[aria-label$="animated walkthrough"]';

/**
 * The animated explainer (decision 0034) moves on to its next scene by itself, so it never
 * settles for a check that waits for animations to end, and a check that runs across a scene
 * change reads a page that is being swapped. While such a check runs, the page is shown as a
 * reduced-motion visitor sees it: still frames. That loses nothing: the explainer's moving text
 * is never faded (features/explainer/scenes.test.tsx), so its contrast is the same at every
 * moment. A player still loading is waited for too, so it is not swapped in mid-check.
 * Returns how to put the visitor's motion setting back.
 */
export async function holdWalkthroughsStill(page: Page): Promise<() => Promise<void>> {
  if ((await page.locator(WALKTHROUGH).count()) === 0) return async () => {};
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
