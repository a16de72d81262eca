import { ChevronLeft, ChevronRight, Maximize, Pause, Play, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../ui/class-names';
import { ExplainerFrame } from './explainer-frame';
import { SCENES } from './scenes';
import { useReducedMotion, useWatched } from './watching';
import './explainer.css';

const TICK_MS = 100;

interface Position {
  scene: number;
  /** Milliseconds into the scene. */
  elapsed: number;
}

/** One tick on: a scene that has run its time hands over to the next; the last stops at its end. */
function advance({ scene, elapsed }: Position): Position {
  const duration = SCENES[scene]!.durationMs;
  const next = elapsed + TICK_MS;
  if (next < duration || scene === SCENES.length - 1)
    return { scene, elapsed: Math.min(next, duration) };
  return { scene: scene + 1, elapsed: 0 };
}
const controlButton =
  'grid size-10 shrink-0 cursor-pointer place-items-center rounded-control text-fg hover:bg-surface-muted disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent';

interface ExplainerProps {
  title: string;
  className?: string;
  /** The visitor pressed the poster's Play: focus goes to the player's own Pause button. */
  focusOnStart?: boolean;
}

/**
 * The animated walkthrough: five scenes rebuilt from the product's own screens, about 40 s in
 * all, each with a caption on screen that assistive tech hears too. It plays while on screen,
 * pauses off screen and in a hidden tab, and with reduced motion shows still frames that change
 * only when the visitor asks.
 */
export default function Explainer({ title, className, focusOnStart = false }: ExplainerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const reduced = useReducedMotion();
  const watched = useWatched(rootRef);
  const [{ scene, elapsed }, setPosition] = useState({ scene: 0, elapsed: 0 });
  const [playing, setPlaying] = useState(true);
  const current = SCENES[scene]!;
  const last = scene === SCENES.length - 1;
  const finished = last && elapsed >= current.durationMs;
  const running = playing && !reduced && watched && !finished;

  useEffect(() => {
    if (focusOnStart) playRef.current?.focus();
  }, [focusOnStart]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setPosition(advance), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const goTo = useCallback((index: number) => {
    setPosition({ scene: Math.max(0, Math.min(SCENES.length - 1, index)), elapsed: 0 });
  }, []);

  const togglePlay = () => {
    if (finished) {
      goTo(0);
      setPlaying(true);
    } else setPlaying((p) => !p);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') goTo(scene + 1);
    else if (event.key === 'ArrowLeft') goTo(scene - 1);
    else return;
    event.preventDefault();
  };

  const fullscreen = () => {
    const el = rootRef.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void el.requestFullscreen().catch(() => undefined);
  };

  const Visual = current.Visual;
  const sceneShare = reduced ? 1 : Math.min(1, elapsed / current.durationMs);
  const overall = (scene + sceneShare) / SCENES.length;
  const playLabel = finished ? 'Watch again' : playing ? 'Pause' : 'Play';
  const showPause = playing && !finished;

  return (
    <ExplainerFrame
      ref={rootRef}
      aria-label={`${title}: animated walkthrough`}
      aria-roledescription="walkthrough"
      className={className}
      data-paused={running ? undefined : 'true'}
      data-still={reduced ? 'true' : undefined}
      onKeyDown={onKeyDown}
      stage={
        // The drawing repeats what the caption says; the caption is what assistive tech reads.
        <div key={scene} aria-hidden="true" className="rx-canvas-box absolute inset-0">
          <Visual />
        </div>
      }
      caption={
        <p
          className="text-sm leading-snug text-pretty text-fg sm:text-base"
          aria-live="polite"
          aria-atomic="true"
          data-testid="explainer-caption"
        >
          {current.caption}
        </p>
      }
      controls={
        <>
          <button
            type="button"
            className={controlButton}
            onClick={() => goTo(scene - 1)}
            disabled={scene === 0}
            aria-label="Previous scene"
            aria-keyshortcuts="ArrowLeft"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          {!reduced && (
            <button
              ref={playRef}
              type="button"
              className={controlButton}
              onClick={togglePlay}
              aria-label={playLabel}
            >
              {finished ? (
                <RotateCcw className="size-5" aria-hidden="true" />
              ) : showPause ? (
                <Pause className="size-5 fill-current" aria-hidden="true" />
              ) : (
                <Play className="size-5 fill-current" aria-hidden="true" />
              )}
            </button>
          )}
          <button
            type="button"
            className={controlButton}
            onClick={() => goTo(scene + 1)}
            disabled={last}
            aria-label="Next scene"
            aria-keyshortcuts="ArrowRight"
            ref={reduced ? playRef : undefined}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div
            role="progressbar"
            aria-label="Walkthrough progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(overall * 100)}
            aria-valuetext={`Scene ${scene + 1} of ${SCENES.length}: ${current.title}`}
            className="mx-1 flex h-1.5 min-w-0 flex-1 gap-1"
          >
            {SCENES.map((s, i) => (
              <span
                key={s.id}
                className="h-full flex-1 overflow-hidden rounded-full bg-surface-muted"
              >
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${(i < scene ? 1 : i === scene ? sceneShare : 0) * 100}%` }}
                />
              </span>
            ))}
          </div>
          <span className="shrink-0 px-1 text-xs font-semibold text-muted tabular-nums sm:text-sm">
            <span className="hidden sm:inline">{current.title} · </span>
            {scene + 1}/{SCENES.length}
          </span>
          {typeof document !== 'undefined' && document.fullscreenEnabled && (
            <button
              type="button"
              className={cn(controlButton, 'hidden sm:grid')}
              onClick={fullscreen}
              aria-label="Full screen"
            >
              <Maximize className="size-4" aria-hidden="true" />
            </button>
          )}
        </>
      }
    />
  );
}
