// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { bindThemeToggles } from './theme-toggle-dom';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  localStorage.setItem('theme', 'dark');
  document.body.innerHTML =
    '<button data-theme-toggle aria-label="Theme: System. Switch to light theme"></button>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const toggle = () => document.querySelector('button')!;

it('drives a prerendered toggle as <ThemeToggle /> would, until told to stop', () => {
  const controller = new AbortController();
  bindThemeToggles(controller.signal);
  // The saved preference, not the prerender's "System".
  expect(toggle().getAttribute('aria-label')).toBe('Theme: Dark. Switch to system theme');

  toggle().click();
  expect(localStorage.getItem('theme')).toBe('system');
  expect(document.documentElement.dataset.themePreference).toBe('system');
  expect(document.documentElement.classList.contains('light')).toBe(true);
  expect(toggle().getAttribute('aria-label')).toBe('Theme: System. Switch to light theme');
  expect(toggle().title).toBe('Theme: System. Switch to light theme');

  // Handed over to the app: its own toggle answers from now on.
  controller.abort();
  toggle().click();
  expect(localStorage.getItem('theme')).toBe('system');
});
