import { Expand, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { configuredVideoUrl, posterWash, VideoStandIn } from '../../ui/video-embed';

/**
 * The video is configuration, not code: VITE_JOURNEY_VIDEO_URL at build time, else the landing
 * page's VITE_HOW_IT_WORKS_VIDEO_URL. Unset (or a video that fails) plays the animated explainer.
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

  // The explainer has its own full-screen button.
  if (!journeyVideoUrl || phase === 'failed') return <VideoStandIn title={title} />;

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
