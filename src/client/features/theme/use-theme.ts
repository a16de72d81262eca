import { useCallback, useSyncExternalStore } from 'react';
import {
  getPreference,
  resolveTheme,
  subscribe,
  writePreference,
  type ResolvedTheme,
  type ThemePreference,
} from './theme-store';

export type { ResolvedTheme, ThemePreference };

const serverSnapshot = (): ThemePreference => 'system';

/**
 * The saved theme preference, the theme actually shown, and a setter.
 * Every component using it stays in sync; with 'system' it follows OS changes live.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getPreference, serverSnapshot);
  // Re-read on every OS change notification so resolvedTheme stays current with 'system'.
  const resolvedTheme = useSyncExternalStore(
    subscribe,
    () => resolveTheme(getPreference()),
    (): ResolvedTheme => 'light',
  );
  const setTheme = useCallback((next: ThemePreference) => writePreference(next), []);
  return { theme, resolvedTheme, setTheme };
}
