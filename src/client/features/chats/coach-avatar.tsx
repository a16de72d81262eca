import { Sparkles } from 'lucide-react';
import { cn } from '../../ui/class-names';

/** The Relationship Coach's picture: a spark on the brand's soft colour. */
export function CoachAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-primary-soft text-primary',
        className,
      )}
    >
      <Sparkles className="size-1/2" />
    </span>
  );
}

export const COACH_NAME = 'Relationship Coach';
export const COACH_ABOUT = 'AI coach · advice grounded in your results';
