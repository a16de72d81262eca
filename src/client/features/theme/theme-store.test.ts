// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { subscribe } from './theme-store';

afterEach(() => vi.unstubAllGlobals());

// The inline script paints the theme before any app code runs; if the device switches before the
// app subscribes, no change event reaches the store, and the page would keep the old theme.
it('catches a device theme change made before the app started listening', () => {
  localStorage.setItem('theme', 'system');
  document.documentElement.className = 'dark'; // painted while the device was dark
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false, // ...and it is light by now
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const unsubscribe = subscribe(() => {});
  expect(document.documentElement.classList.contains('light')).toBe(true);
  expect(document.documentElement.classList.contains('dark')).toBe(false);
  unsubscribe();
});
