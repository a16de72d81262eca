/**
 * Marks every theme toggle, so that a page React has not taken over (the standalone landing page)
 * can drive its prerendered toggles (theme-toggle-dom.ts).
 */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
