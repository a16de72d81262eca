import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { nextTheme, themeToggleLabel } from './theme-cycle';
import { THEME_TOGGLE_ATTRIBUTE } from './theme-toggle-attribute';
import { useTheme } from './use-theme';

// The icon is picked by CSS from <html data-theme-preference>, which the inline theme script sets
// before the first paint: the prerendered page shows the right one before any script runs.
const icon = 'size-5 hidden';

/**
 * One button that cycles light → dark → system. Its accessible name says the current theme
 * and what a press does, so screen-reader users know both.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const label = themeToggleLabel(theme);

  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
      onClick={() => setTheme(nextTheme(theme))}
      aria-label={label}
      title={label}
      className={cn(
        'grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-muted transition-colors duration-150',
        'hover:bg-surface-muted hover:text-fg',
        className,
      )}
    >
      <Sun className={cn(icon, 'in-data-[theme-preference=light]:block')} aria-hidden="true" />
      <Moon className={cn(icon, 'in-data-[theme-preference=dark]:block')} aria-hidden="true" />
      <Monitor className={cn(icon, 'in-data-[theme-preference=system]:block')} aria-hidden="true" />
    </button>
  );
}
