import { VideoOff } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { VideoEmbed, type PosterState } from '../../ui/video-embed';
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

/**
 * A 16:9 video with a designed poster. No URL, or a URL that fails to load, shows the poster
 * with a plain fallback line instead of a broken player.
 */
export function VideoPanel({ src, title, subtitle, autoPlay = false, className }: VideoPanelProps) {
  const poster = (state: PosterState) => (
    <VideoPoster title={title} subtitle={subtitle}>
      {state === 'playable' ? (
        <PlayGlyph />
      ) : (
        <p className="flex max-w-sm items-center gap-2 rounded-[12px] bg-surface/85 px-4 py-2 text-left text-sm text-pretty text-muted backdrop-blur">
          <VideoOff className="size-4 shrink-0" aria-hidden="true" />
          {state === 'failed'
            ? 'The video could not load. The quiz below shows you how it works.'
            : 'The video is not available right now. The quiz below shows you how it works.'}
        </p>
      )}
    </VideoPoster>
  );
  return (
    <VideoEmbed
      src={src}
      title={title}
      poster={poster}
      autoPlay={autoPlay}
      // The poster gets a taller shape on phones so its title and message have room.
      posterAspect="aspect-[4/3] sm:aspect-video"
      className={cn('shadow-lifted', className)}
    />
  );
}
