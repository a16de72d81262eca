export { bindThemeToggles } from './theme-toggle-dom';
export { ThemeToggle } from './theme-toggle';
export { useTheme, type ResolvedTheme, type ThemePreference } from './use-theme';
