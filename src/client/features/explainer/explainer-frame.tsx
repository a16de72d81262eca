import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../ui/class-names';
import { posterWash } from '../../ui/video-embed';

/**
 * The explainer's three rows (stage, caption, controls), shared by the poster shown before its
 * chunk loads and the player itself, so swapping one for the other moves nothing on the page.
 */
export function ExplainerFrame({
  stage,
  caption,
  controls,
  className,
  ...rest
}: {
  stage: ReactNode;
  caption: ReactNode;
  controls: ReactNode;
  className?: string;
} & Omit<ComponentProps<'section'>, 'children'>) {
  return (
    <section
      {...rest}
      className={cn(
        'rx-root flex w-full flex-col overflow-hidden rounded-card border border-border bg-surface text-left',
        className,
      )}
    >
      <div
        className="rx-stage relative isolate aspect-square w-full overflow-hidden sm:aspect-video"
        style={{ background: posterWash }}
      >
        {stage}
      </div>
      <div className="flex h-[4.75rem] items-center border-t border-border px-4 sm:h-16 sm:px-5">
        {caption}
      </div>
      <div className="flex h-12 items-center gap-1 border-t border-border px-2 sm:gap-2">
        {controls}
      </div>
    </section>
  );
}
