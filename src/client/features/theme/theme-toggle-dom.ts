import { nextTheme, themeToggleLabel } from './theme-cycle';
import { getPreference, subscribe, writePreference } from './theme-store';
import { THEME_TOGGLE_ATTRIBUTE } from './theme-toggle-attribute';

/**
 * Drives the prerendered theme toggles of a page React has not taken over (the standalone
 * landing page): the same store, names and cycle as <ThemeToggle />. Stops when `signal` aborts,
 * before the app takes the page over and its own toggle answers the clicks.
 */
export function bindThemeToggles(signal: AbortSignal) {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>(`[${THEME_TOGGLE_ATTRIBUTE}]`)];
  if (buttons.length === 0) return;
  const show = () => {
    const label = themeToggleLabel(getPreference());
    for (const button of buttons) {
      button.setAttribute('aria-label', label);
      button.title = label;
    }
  };
  for (const button of buttons)
    button.addEventListener('click', () => writePreference(nextTheme(getPreference())), { signal });
  const unsubscribe = subscribe(show);
  signal.addEventListener('abort', unsubscribe, { once: true });
  show();
}
