import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * A value only the browser knows (today's date, a tag the server wrote into the page). The
 * prerendered landing page and the render that takes it over use `prerendered`, so React finds
 * the markup it expects; the browser's own value follows straight after.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(neverChanges, read, () => prerendered);
}
