import type { ReactNode } from 'react';

/** The spec's words when there is no Blueprint yet, with an optional way to the quiz below them. */
export function NoBlueprint({ children }: { children?: ReactNode }) {
  return (
    <div className="my-2 flex flex-col gap-1 rounded-card bg-surface-muted p-5">
      <p className="font-bold text-fg">No Blueprint Available</p>
      <p className="text-muted">
        Complete the relationship blueprint quiz to generate your personalized report.
      </p>
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
