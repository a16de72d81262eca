import { createContext, useContext, useState, type ReactNode } from 'react';
import { cn } from './class-names';

/** What plays where a video is promised and none is configured, or the configured one fails. */
export interface VideoStandInProps {
  /** The promised video's title; the stand-in names itself after it. */
  title: string;
  className?: string;
}

const VideoStandInContext = createContext<((props: VideoStandInProps) => ReactNode) | null>(null);

/**
 * The app hands in its stand-in (the animated explainer) once, at the top: `ui/` knows no
 * feature, and every video slot, however deep, gets the same one (decision 0034).
 */
export const VideoStandInProvider = VideoStandInContext.Provider;

/** The stand-in the app provided; without one (a bare component test) just the title. */
export function VideoStandIn({ title, className }: VideoStandInProps) {
  const standIn = useContext(VideoStandInContext);
  if (standIn) return standIn({ title, className });
  return (
    <div
      className={cn(
        'grid aspect-video w-full place-items-center rounded-card border border-border p-6 text-center text-fg',
        className,
      )}
      style={{ background: posterWash }}
    >
      {title}
    </div>
  );
}

interface VideoEmbedProps {
  /** Configured video URL, or null when none is published. */
  src: string | null;
  title: string;
  /** The poster shown until a configured video plays (a play button on a drawn background). */
  poster: ReactNode;
  /** Start playing at once (muted, as browsers require) instead of waiting for a click. */
  autoPlay?: boolean;
  /** The poster's shape; the playing video is always 16:9. */
  posterAspect?: string;
  className?: string;
}

type Phase = 'poster' | 'playing' | 'failed';

/**
 * A 16:9 video behind a poster drawn in code. No URL, or a URL that fails to load, plays the
 * app's stand-in (the animated explainer) instead of a broken player.
 */
export function VideoEmbed({
  src,
  title,
  poster,
  autoPlay = false,
  posterAspect = 'aspect-video',
  className,
}: VideoEmbedProps) {
  const [phase, setPhase] = useState<Phase>(autoPlay ? 'playing' : 'poster');
  const playing = src !== null && phase === 'playing';
  const frame = cn(
    'relative w-full overflow-hidden rounded-card border border-border bg-surface-muted',
    playing ? 'aspect-video' : posterAspect,
    className,
  );

  if (!src || phase === 'failed') return <VideoStandIn title={title} className={className} />;

  if (!playing) {
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

/** The soft gradient wash behind every video poster. */
export const posterWash =
  'radial-gradient(70% 90% at 15% 10%, var(--glow-1), transparent 70%), radial-gradient(60% 80% at 90% 100%, var(--glow-2), transparent 70%), var(--surface-muted)';

/** The wash as a layer under a poster's content (the poster is `relative isolate`). */
export function PosterWash() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10" style={{ background: posterWash }} />
  );
}

/** A video URL from build-time configuration: unset or blank means none is published. */
export function configuredVideoUrl(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
