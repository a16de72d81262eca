import { useId } from 'react';
import { cn } from './class-names';

/** A tappable pill around a visually hidden radio or checkbox: chosen, free, or not available. */
export const pillClasses = (chosen: boolean, disabled = false) =>
  cn(
    'flex min-h-10 items-center gap-2 rounded-full border px-4 text-[0.95rem] font-semibold transition-colors duration-150',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
    disabled
      ? 'cursor-not-allowed border-border bg-surface-muted text-muted opacity-60'
      : chosen
        ? 'cursor-pointer border-primary bg-primary text-primary-foreground'
        : 'cursor-pointer border-border bg-surface text-fg hover:bg-surface-muted',
  );

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: T | '';
  onChange: (value: T) => void;
  error?: string;
  name?: string;
}

/** One choice among a few, as large tappable pills (native radios underneath, so keys work). */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  name,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className={pillClasses(value === option)}>
            <input
              type="radio"
              className="sr-only"
              name={name ?? id}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-semibold text-danger-soft-foreground"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
