import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from './class-names';

interface FlipCardProps {
  /** Shows the back. */
  flipped: boolean;
  front: ReactNode;
  back: ReactNode;
  className?: string;
}

/** Where focus goes when a face turns up: its `[data-flip-focus]` element, else the face. */
function focusFace(face: HTMLElement | null) {
  const target = face?.querySelector<HTMLElement>('[data-flip-focus]') ?? face;
  target?.focus({ preventScroll: true });
}

const face = 'col-start-1 row-start-1 flex flex-col backface-hidden';

/**
 * A card with two faces that turns over (a 3D flip; a cross-fade for people who ask for less
 * motion). Both faces share one grid cell, so the card is as tall as the taller one. The face
 * turned away is inert: out of the tab order and of what a screen reader reads. When the card
 * turns, focus moves to the face that turned up (its `[data-flip-focus]` element), so keyboard
 * users continue where they are looking.
 */
export function FlipCard({ flipped, front, back, className }: FlipCardProps) {
  const frontRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLDivElement>(null);
  const turned = useRef(false);

  useEffect(() => {
    // Not on arrival: the page decides where focus starts.
    if (!turned.current) {
      turned.current = true;
      return;
    }
    focusFace(flipped ? backRef.current : frontRef.current);
  }, [flipped]);

  return (
    <div className={cn('perspective-distant', className)}>
      <div
        data-flipped={flipped}
        className={cn(
          'grid h-full transition-transform duration-500 transform-3d motion-reduce:transform-none',
          flipped && 'rotate-y-180',
        )}
      >
        <div
          ref={frontRef}
          data-face="front"
          tabIndex={-1}
          inert={flipped}
          className={cn(
            face,
            'outline-none motion-reduce:transition-opacity',
            flipped && 'pointer-events-none motion-reduce:opacity-0',
          )}
        >
          {front}
        </div>
        <div
          ref={backRef}
          data-face="back"
          tabIndex={-1}
          inert={!flipped}
          className={cn(
            face,
            'rotate-y-180 outline-none motion-reduce:rotate-y-0 motion-reduce:transition-opacity',
            !flipped && 'pointer-events-none motion-reduce:opacity-0',
          )}
        >
          {back}
        </div>
      </div>
    </div>
  );
}
