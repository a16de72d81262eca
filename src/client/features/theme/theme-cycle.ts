import type { ThemePreference } from './theme-store';

const ORDER: ThemePreference[] = ['light', 'dark', 'system'];
const LABEL: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The preference a press of the theme toggle moves to: light → dark → system → light. */
export const nextTheme = (theme: ThemePreference): ThemePreference =>
  ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length]!;

/** The toggle's accessible name: the current theme and what a press does. */
export const themeToggleLabel = (theme: ThemePreference) =>
  `Theme: ${LABEL[theme]}. Switch to ${LABEL[nextTheme(theme)].toLowerCase()} theme`;
