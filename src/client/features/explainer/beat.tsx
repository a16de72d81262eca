import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../ui/class-names';

/**
 * The pieces every scene is drawn with. Sizes are in em, so explainer.css scales a whole scene
 * with its stage.
 *
 * Text never fades in: 'rise' and 'pop' keep it hidden until its moment and then move it at full
 * opacity, so a reader (and axe's contrast check) never meets half-transparent words. 'fade' is
 * for decoration only (a highlight behind text that reads on both sides of it); the scene test
 * checks that no faded beat holds text.
 */
export type BeatKind = 'rise' | 'pop' | 'fade' | 'grow';

/** One element entering `at` seconds into its scene, then staying. */
export function Beat({
  at,
  kind = 'rise',
  className,
  style,
  children,
}: {
  at: number;
  kind?: BeatKind;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn('rx-beat', `rx-${kind}`, className)}
      style={{ ...style, animationDelay: `${at}s` }}
    >
      {children}
    </div>
  );
}

export const panel =
  'flex flex-col gap-[0.6em] rounded-[1em] border border-border bg-surface p-[1.1em] text-fg shadow-soft';
export const side = 'rx-side w-[14em] shrink-0 flex-col gap-[0.6em]';
export const eyebrow = 'text-[0.72em] font-bold tracking-wide text-primary uppercase';
export const chip = 'rounded-full px-[0.8em] py-[0.3em] text-[0.78em] font-semibold';
export const bubble =
  'max-w-[85%] rounded-[0.9em] px-[0.8em] py-[0.45em] text-[0.82em] leading-snug';

/** A progress or score bar that grows to `share` of its track. */
export function Bar({
  share,
  at,
  tone = 'primary',
}: {
  share: number;
  at: number;
  tone?: 'primary' | 'accent';
}) {
  return (
    <div className="h-[0.45em] w-full overflow-hidden rounded-full bg-surface-muted">
      <Beat
        at={at}
        kind="grow"
        className={cn('h-full rounded-full', tone === 'primary' ? 'bg-primary' : 'bg-accent')}
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}

export function Avatar({ initial, className }: { initial: string; className?: string }) {
  return (
    <span
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-primary-soft font-bold text-primary-soft-foreground',
        className,
      )}
    >
      {initial}
    </span>
  );
}
