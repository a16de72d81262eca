import { Play, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../ui/class-names';
import { resultsVideoUrl } from './video-source';

interface QuizVideoProps {
  title: string;
  subtitle: string;
  className?: string;
}

type Phase = 'poster' | 'playing' | 'failed';

/** A 16:9 video behind a poster drawn in code; no URL, or one that fails, keeps the poster. */
export function QuizVideo({ title, subtitle, className }: QuizVideoProps) {
  const [phase, setPhase] = useState<Phase>('poster');
  const src = resultsVideoUrl;
  const frame = cn(
    'relative aspect-video w-full overflow-hidden rounded-card border border-border bg-surface-muted',
    className,
  );

  if (src && phase === 'playing') {
    return (
      <div className={frame}>
        <video
          src={src}
          title={title}
          className="size-full bg-black object-contain"
          controls
          playsInline
          autoPlay
          preload="metadata"
          onError={() => setPhase('failed')}
        />
      </div>
    );
  }

  const poster = (
    <div className="relative isolate flex size-full flex-col items-center justify-center gap-2 p-4 text-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10"
        style={{
          background:
            'radial-gradient(70% 90% at 15% 10%, var(--glow-1), transparent 70%), radial-gradient(60% 80% at 90% 100%, var(--glow-2), transparent 70%), var(--surface-muted)',
        }}
      />
      <p className="text-xs font-bold tracking-wide text-primary uppercase">{subtitle}</p>
      <p className="font-display max-w-sm text-lg leading-tight font-semibold text-balance text-fg sm:text-2xl">
        {title}
      </p>
      {src && phase === 'poster' ? (
        <span className="mt-1 grid size-12 place-items-center rounded-full bg-primary text-primary-foreground shadow-lifted transition-transform duration-200 group-hover:scale-105 sm:size-14">
          <Play className="ml-0.5 size-5 fill-current sm:size-6" aria-hidden="true" />
        </span>
      ) : (
        <p className="mt-1 flex items-center gap-2 rounded-[12px] bg-surface/85 px-3 py-1.5 text-sm text-muted">
          <VideoOff className="size-4 shrink-0" aria-hidden="true" />
          {phase === 'failed'
            ? 'The video could not load.'
            : 'The video is not available right now.'}
        </p>
      )}
    </div>
  );

  if (!src || phase === 'failed') return <div className={frame}>{poster}</div>;
  return (
    <div className={frame}>
      <button
        type="button"
        onClick={() => setPhase('playing')}
        className="group size-full cursor-pointer"
        aria-label={`Play video: ${title}`}
      >
        {poster}
      </button>
    </div>
  );
}
