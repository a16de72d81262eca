import { Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { VideoStandInProps } from '../../ui/video-embed';
import { ExplainerFrame } from './explainer-frame';

const Explainer = lazy(() => import('./explainer'));

/**
 * Where a video is promised and none is configured: the animated explainer. Only this poster is
 * in the first load; the player and its scenes load when the poster comes into view or its Play
 * button is pressed (decision 0034).
 */
export function ExplainerSlot({ title, className }: VideoStandInProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState<'no' | 'seen' | 'pressed'>('no');

  useEffect(() => {
    const el = ref.current;
    if (wanted !== 'no' || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setWanted('seen'),
      { threshold: 0.3 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [wanted]);

  // While the player's chunk loads the poster stays, marked busy: it is about to be replaced.
  const poster = (busy: boolean) => (
    <ExplainerFrame
      aria-label={`${title}: animated walkthrough`}
      aria-busy={busy || undefined}
      className={className}
      stage={
        <div className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
          <p className="font-display max-w-md text-2xl leading-tight font-semibold text-balance text-fg sm:text-3xl">
            {title}
          </p>
          <button
            type="button"
            onClick={() => setWanted('pressed')}
            className="group grid size-16 cursor-pointer place-items-center rounded-full bg-primary text-primary-foreground shadow-lifted sm:size-20"
            aria-label={`Play the walkthrough: ${title}`}
          >
            <Play
              className="ml-1 size-7 fill-current transition-transform duration-200 group-hover:scale-110 sm:size-8"
              aria-hidden="true"
            />
          </button>
        </div>
      }
      caption={
        <p className="text-sm text-pretty text-muted sm:text-base">
          A short walkthrough of Right One, drawn from its own screens, with captions.
        </p>
      }
      controls={<div className="mx-2 h-1.5 flex-1 rounded-full bg-surface-muted" />}
    />
  );

  return (
    <div ref={ref} className="w-full">
      {wanted === 'no' ? (
        poster(false)
      ) : (
        <Suspense fallback={poster(true)}>
          <Explainer title={title} className={className} focusOnStart={wanted === 'pressed'} />
        </Suspense>
      )}
    </div>
  );
}
