import { cn } from '../../ui/class-names';
import { VideoEmbed } from '../../ui/video-embed';
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
 * A 16:9 video with a designed poster. No URL, or a URL that fails to load, plays the animated
 * explainer the app provides instead (decision 0034).
 */
export function VideoPanel({ src, title, subtitle, autoPlay = false, className }: VideoPanelProps) {
  return (
    <VideoEmbed
      src={src}
      title={title}
      poster={
        <VideoPoster title={title} subtitle={subtitle}>
          <PlayGlyph />
        </VideoPoster>
      }
      autoPlay={autoPlay}
      // The poster gets a taller shape on phones so its title has room.
      posterAspect="aspect-[4/3] sm:aspect-video"
      className={cn('shadow-lifted', className)}
    />
  );
}
