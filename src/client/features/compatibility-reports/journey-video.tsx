import { Expand, Play, VideoOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { configuredVideoUrl, posterWash } from '../../ui/video-embed';

/**
 * The video is configuration, not code: VITE_JOURNEY_VIDEO_URL at build time, else the landing
 * page's VITE_HOW_IT_WORKS_VIDEO_URL. Unset means no video is published: the poster says so.
 */
const journeyVideoUrl =
  configuredVideoUrl(import.meta.env.VITE_JOURNEY_VIDEO_URL) ??
  configuredVideoUrl(import.meta.env.VITE_HOW_IT_WORKS_VIDEO_URL);

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Full screen where the browser allows it; iPhone Safari only lets the video itself go there. */
function enterFullscreen(video: FullscreenVideo) {
  if (typeof video.requestFullscreen === 'function')
    void video.requestFullscreen().catch(() => undefined);
  else video.webkitEnterFullscreen?.();
}

function Poster({ children }: { children: React.ReactNode }) {
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center"
      style={{ background: posterWash }}
    >
      {children}
    </div>
  );
}

/** The 'Your Journey Begins' video: a designed poster, plays inline, and opens full screen. */
export function JourneyVideo({ title }: { title: string }) {
  const videoRef = useRef<FullscreenVideo>(null);
  const [phase, setPhase] = useState<'poster' | 'playing' | 'failed'>('poster');
  const frame =
    'relative aspect-video w-full overflow-hidden rounded-card border border-border bg-surface-muted';

  if (!journeyVideoUrl || phase === 'failed') {
    return (
      <div className={frame}>
        <Poster>
          <VideoOff className="size-6 text-muted" aria-hidden="true" />
          <p className="max-w-xs text-sm text-pretty text-muted">
            {phase === 'failed'
              ? 'The video could not load just now.'
              : 'The video is not available right now.'}
          </p>
        </Poster>
      </div>
    );
  }

  const play = (fullscreen: boolean) => {
    const video = videoRef.current;
    if (!video) return;
    setPhase('playing');
    if (fullscreen) enterFullscreen(video);
    void video.play().catch(() => undefined);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className={frame}>
        <video
          ref={videoRef}
          src={journeyVideoUrl}
          title={title}
          className="size-full bg-black object-contain"
          controls={phase === 'playing'}
          playsInline
          preload="none"
          onError={() => setPhase('failed')}
        />
        {phase === 'poster' && (
          <button
            type="button"
            onClick={() => play(false)}
            className="group absolute inset-0 cursor-pointer"
            aria-label={`Play video: ${title}`}
          >
            <Poster>
              <span className="grid size-16 place-items-center rounded-full bg-primary text-primary-foreground shadow-lifted transition-transform duration-200 group-hover:scale-105">
                <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
              </span>
            </Poster>
          </button>
        )}
      </div>
      <Button variant="ghost" size="sm" className="self-end" onClick={() => play(true)}>
        <Expand className="size-4" aria-hidden="true" />
        Watch full screen
      </Button>
    </div>
  );
}
