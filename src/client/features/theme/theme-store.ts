/**
 * The theme preference (docs/product-rules.md §1): localStorage key `theme` = light | dark | system,
 * anything else counts as system. The resolved theme is applied as a .light/.dark class on <html>,
 * the same way the inline script of shared/theme-init-script.ts does before first paint.
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

const STORAGE_KEY = 'theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function readPreference(): ThemePreference {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked; the OS setting still applies.
  }
  return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : 'system';
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference !== 'system') return preference;
  return darkQuery().matches ? 'dark' : 'light';
}

export function applyTheme(preference: ThemePreference) {
  const resolved = resolveTheme(preference);
  const root = document.documentElement;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.dataset.themePreference = preference;
}

/** The preference in memory, read from storage once. */
let current: ThemePreference | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function writePreference(preference: ThemePreference) {
  try {
    localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Not persisted, but still applied for this visit.
  }
  current = preference;
  applyTheme(preference);
  notify();
}

export function getPreference(): ThemePreference {
  current ??= readPreference();
  return current;
}

/**
 * Subscribes to preference changes from this tab, other tabs (storage event) and the OS
 * (when the preference is system). The first subscriber starts listening; the last stops.
 */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  current = readPreference();
  applyTheme(current);
  notify();
}

function onSystemChange() {
  if (getPreference() !== 'system') return;
  applyTheme('system');
  notify();
}

function start() {
  window.addEventListener('storage', onStorage);
  darkQuery().addEventListener('change', onSystemChange);
  // The device may have switched between the inline script's first paint and this first
  // subscriber (the app taking the page over): that change fired no event here, so re-apply.
  applyTheme(getPreference());
}

function stop() {
  window.removeEventListener('storage', onStorage);
  darkQuery().removeEventListener('change', onSystemChange);
}
