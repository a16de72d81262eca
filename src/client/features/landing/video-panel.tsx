import { VideoOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../ui/class-names';
import { PlayGlyph, VideoPoster } from './video-poster';

interface VideoPanelProps {
  /** Configured video URL, or null when none is published. */
  src: string | null;
  title: string;
  subtitle: string;
  /** Start playing at once (muted, as browsers require) instead of waiting for a click. */
  autoPlay?: boolean;
  className?: string;
}

type Phase = 'poster' | 'playing' | 'failed';

/**
 * A 16:9 video with a designed poster. No URL, or a URL that fails to load, shows the poster
 * with a plain fallback line instead of a broken player.
 */
export function VideoPanel({ src, title, subtitle, autoPlay = false, className }: VideoPanelProps) {
  const [phase, setPhase] = useState<Phase>(autoPlay ? 'playing' : 'poster');
  // The poster gets a taller shape on phones so its title and message have room.
  const frame = cn(
    'relative w-full overflow-hidden rounded-card border border-border bg-surface-muted shadow-lifted',
    phase === 'playing' && src ? 'aspect-video' : 'aspect-[4/3] sm:aspect-video',
    className,
  );

  if (!src || phase === 'failed') {
    return (
      <div className={frame}>
        <VideoPoster title={title} subtitle={subtitle}>
          <p className="flex max-w-sm items-center gap-2 rounded-[12px] bg-surface/85 px-4 py-2 text-left text-sm text-pretty text-muted backdrop-blur">
            <VideoOff className="size-4 shrink-0" aria-hidden="true" />
            {phase === 'failed'
              ? 'The video could not load. The quiz below shows you how it works.'
              : 'The video is not available right now. The quiz below shows you how it works.'}
          </p>
        </VideoPoster>
      </div>
    );
  }

  if (phase === 'poster') {
    return (
      <div className={frame}>
        <button
          type="button"
          onClick={() => setPhase('playing')}
          className="group size-full cursor-pointer"
          aria-label={`Play video: ${title}`}
        >
          <VideoPoster title={title} subtitle={subtitle}>
            <PlayGlyph />
          </VideoPoster>
        </button>
      </div>
    );
  }

  return (
    <div className={frame}>
      <video
        src={src}
        title={title}
        className="size-full bg-black object-contain"
        controls
        playsInline
        autoPlay
        muted={autoPlay}
        preload="metadata"
        onError={() => setPhase('failed')}
      />
    </div>
  );
}
