import { Play } from 'lucide-react';
import { PosterWash, VideoEmbed } from '../../ui/video-embed';
import { resultsVideoUrl } from './video-source';

interface QuizVideoProps {
  title: string;
  subtitle: string;
  className?: string;
}

/** A 16:9 video behind a poster drawn in code; no URL, or one that fails, plays the explainer. */
export function QuizVideo({ title, subtitle, className }: QuizVideoProps) {
  const poster = (
    <div className="relative isolate flex size-full flex-col items-center justify-center gap-2 p-4 text-center">
      <PosterWash />
      <p className="text-xs font-bold tracking-wide text-primary uppercase">{subtitle}</p>
      <p className="font-display max-w-sm text-lg leading-tight font-semibold text-balance text-fg sm:text-2xl">
        {title}
      </p>
      <span className="mt-1 grid size-12 place-items-center rounded-full bg-primary text-primary-foreground shadow-lifted transition-transform duration-200 group-hover:scale-105 sm:size-14">
        <Play className="ml-0.5 size-5 fill-current sm:size-6" aria-hidden="true" />
      </span>
    </div>
  );
  return <VideoEmbed src={resultsVideoUrl} title={title} poster={poster} className={className} />;
}
