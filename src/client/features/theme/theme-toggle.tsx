import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { useTheme, type ThemePreference } from './use-theme';

const ORDER: ThemePreference[] = ['light', 'dark', 'system'];
const LABEL: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICON = { light: Sun, dark: Moon, system: Monitor } as const;

interface ThemeToggleProps {
  className?: string;
}

/**
 * One button that cycles light → dark → system. Its accessible name says the current theme
 * and what a press does, so screen-reader users know both.
 */
export function ThemeToggle({ className }: ThemeToggleProps) {
  const { theme, setTheme } = useTheme();
  const next = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length]!;
  const Icon = ICON[theme];
  const label = `Theme: ${LABEL[theme]}. Switch to ${LABEL[next].toLowerCase()} theme`;

  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={label}
      title={label}
      className={cn(
        'grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-muted transition-colors duration-150',
        'hover:bg-surface-muted hover:text-fg',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
