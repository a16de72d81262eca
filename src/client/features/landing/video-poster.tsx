import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { PosterWash } from '../../ui/video-embed';

interface VideoPosterProps {
  title: string;
  subtitle: string;
  /** A play button (when a video is available) or a fallback message (when not). */
  children: ReactNode;
}

/** The designed poster: gradient wash, soft rings and the title, drawn in code. */
export function VideoPoster({ title, subtitle, children }: VideoPosterProps) {
  return (
    <div className="relative isolate flex size-full flex-col items-center justify-center gap-4 overflow-hidden p-6 text-center">
      <PosterWash />
      <svg
        aria-hidden="true"
        viewBox="0 0 400 225"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 size-full"
      >
        <circle
          cx="200"
          cy="112"
          r="70"
          fill="none"
          stroke="var(--primary)"
          strokeOpacity="0.18"
          strokeWidth="1.5"
        />
        <circle
          cx="200"
          cy="112"
          r="104"
          fill="none"
          stroke="var(--primary)"
          strokeOpacity="0.12"
          strokeWidth="1.5"
        />
        <circle
          cx="200"
          cy="112"
          r="140"
          fill="none"
          stroke="var(--accent)"
          strokeOpacity="0.12"
          strokeWidth="1.5"
        />
        <circle cx="70" cy="50" r="4" fill="var(--primary)" fillOpacity="0.35" />
        <circle cx="340" cy="180" r="5" fill="var(--accent)" fillOpacity="0.4" />
      </svg>
      <p className="text-sm font-bold tracking-wide text-primary uppercase">{subtitle}</p>
      <p className="font-display max-w-md text-2xl leading-tight font-semibold text-balance text-fg sm:text-3xl">
        {title}
      </p>
      {children}
    </div>
  );
}

export function PlayGlyph() {
  return (
    <span className="grid size-16 place-items-center rounded-full bg-primary text-primary-foreground shadow-lifted transition-transform duration-200 group-hover:scale-105 sm:size-20">
      <Play className="ml-1 size-7 fill-current sm:size-8" aria-hidden="true" />
    </span>
  );
}
