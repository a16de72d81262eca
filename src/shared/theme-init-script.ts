/**
 * Applies the saved theme (local-storage key `theme`: light, dark or system) before the first
 * paint, so a dark page never flashes light; the preference itself goes on <html> as
 * data-theme-preference, where the theme toggle's icon is chosen by CSS before any script runs. The build writes it inline into index.html
 * (vite.config.ts), where it blocks nothing, unlike a script file the page must fetch first; the
 * Content-Security-Policy allows exactly this text by its hash (server/plugins/security-headers.ts).
 * features/theme/theme-store.ts applies a later choice the same way.
 */
export const THEME_INIT_SCRIPT = [
  '(function () {',
  '  var t = null;',
  "  try { t = localStorage.getItem('theme'); } catch (e) { /* blocked storage: system theme */ }",
  "  if (t !== 'light' && t !== 'dark') t = 'system';",
  "  var dark = t === 'dark' || (t === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);",
  '  var root = document.documentElement;',
  "  root.classList.add(dark ? 'dark' : 'light');",
  '  root.dataset.themePreference = t;',
  '})();',
].join('\n');
