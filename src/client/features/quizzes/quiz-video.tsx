import { Play, VideoOff } from 'lucide-react';
import { PosterWash, VideoEmbed, type PosterState } from '../../ui/video-embed';
import { resultsVideoUrl } from './video-source';

interface QuizVideoProps {
  title: string;
  subtitle: string;
  className?: string;
}

/** A 16:9 video behind a poster drawn in code; no URL, or one that fails, keeps the poster. */
export function QuizVideo({ title, subtitle, className }: QuizVideoProps) {
  const poster = (state: PosterState) => (
    <div className="relative isolate flex size-full flex-col items-center justify-center gap-2 p-4 text-center">
      <PosterWash />
      <p className="text-xs font-bold tracking-wide text-primary uppercase">{subtitle}</p>
      <p className="font-display max-w-sm text-lg leading-tight font-semibold text-balance text-fg sm:text-2xl">
        {title}
      </p>
      {state === 'playable' ? (
        <span className="mt-1 grid size-12 place-items-center rounded-full bg-primary text-primary-foreground shadow-lifted transition-transform duration-200 group-hover:scale-105 sm:size-14">
          <Play className="ml-0.5 size-5 fill-current sm:size-6" aria-hidden="true" />
        </span>
      ) : (
        <p className="mt-1 flex items-center gap-2 rounded-[12px] bg-surface/85 px-3 py-1.5 text-sm text-muted">
          <VideoOff className="size-4 shrink-0" aria-hidden="true" />
          {state === 'failed'
            ? 'The video could not load.'
            : 'The video is not available right now.'}
        </p>
      )}
    </div>
  );
  return <VideoEmbed src={resultsVideoUrl} title={title} poster={poster} className={className} />;
}
