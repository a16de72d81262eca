import { CircleAlert } from 'lucide-react';

/** A form-level error, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p className="flex items-start gap-2 rounded-control bg-danger-soft px-3 py-2.5 text-sm font-semibold text-danger-soft-foreground">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
