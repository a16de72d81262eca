import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from './class-names';

const control = cn(
  'w-full rounded-control border border-border bg-surface px-3 text-base text-fg shadow-[inset_0_1px_2px_hsl(var(--shadow-color)/0.05)]',
  'placeholder:text-muted/80 transition-colors duration-150',
  'hover:border-muted/50 focus-visible:border-ring',
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-muted',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
);

/** A text input; pair it with <Field> for its label and error. 16 px text avoids iOS zoom. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, type = 'text', ...props }, ref) {
    return <input ref={ref} type={type} className={cn(control, 'h-11', className)} {...props} />;
  },
);

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function Textarea({ className, rows = 4, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cn(control, 'min-h-24 py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
});
