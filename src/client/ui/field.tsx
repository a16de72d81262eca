import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from './class-names';

interface FieldProps {
  label: string;
  /** The id of the control inside; the label points at it. */
  htmlFor: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** Ids the Field gives its hint and error, for controls wired by hand. */
export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

type AriaProps = { 'aria-describedby'?: string; 'aria-invalid'?: boolean | 'true' | 'false' };

/**
 * Label + control + hint + error. When the child is a single element (Input, Textarea, ...),
 * it receives aria-invalid and aria-describedby pointing at the hint/error automatically;
 * values the child already sets win.
 */
export function Field({ label, htmlFor, error, hint, className, children }: FieldProps) {
  const describedBy =
    [hint && fieldHintId(htmlFor), error && fieldErrorId(htmlFor)].filter(Boolean).join(' ') ||
    undefined;
  const only =
    Children.count(children) === 1 && isValidElement(children)
      ? (children as ReactElement<AriaProps>)
      : null;
  const control = only
    ? cloneElement(only, {
        'aria-describedby': only.props['aria-describedby'] ?? describedBy,
        'aria-invalid': only.props['aria-invalid'] ?? (error ? true : undefined),
      })
    : children;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={htmlFor} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {control}
      {hint && (
        <p id={fieldHintId(htmlFor)} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={fieldErrorId(htmlFor)}
          role="alert"
          className="text-sm font-semibold text-danger-soft-foreground"
        >
          {error}
        </p>
      )}
    </div>
  );
}
