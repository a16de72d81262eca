/**
 * Runs `work` once the page has loaded and the browser is idle (at the latest 5 s after load):
 * work that the page's first paint and first input must never wait for.
 */
export function afterLoadWhenIdle(work: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(work, { timeout: 5_000 })
      : setTimeout(work, 2_000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
