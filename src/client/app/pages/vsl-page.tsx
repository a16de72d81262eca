import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { VideoPanel, vslVideoUrl } from '../../features/landing';
import { Button } from '../../ui/button';
import { paths } from '#shared/page-urls';
import { usePageTitle } from '../../lib/page-title';

/** /vsl2: the video sales page, a full-width autoplaying video and one clear next step. */
export default function VslPage() {
  usePageTitle('See How Right One Works · Right One');

  return (
    <>
      <section aria-labelledby="vsl-title" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0"
          style={{
            background: 'radial-gradient(60% 50% at 50% 0%, var(--glow-1), transparent 70%)',
          }}
        />
        <div className="relative mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 py-10 sm:px-6 sm:py-16">
          <div className="flex max-w-3xl flex-col items-center gap-4 text-center">
            <p className="text-sm font-bold tracking-wide text-primary uppercase">
              Watch before you date again
            </p>
            <h1
              id="vsl-title"
              className="font-display text-4xl leading-tight font-semibold text-balance text-fg sm:text-5xl"
            >
              Why compatibility beats chemistry alone
            </h1>
            <p className="text-lg text-pretty text-muted">
              How Right One uses 40+ years of relationship research and a 60-question Blueprint to
              introduce you to people you can build a life with.
            </p>
          </div>
          <VideoPanel
            src={vslVideoUrl}
            autoPlay
            title="Discover Love That Lasts"
            subtitle="Right One in a few minutes"
          />
          <div className="flex flex-col items-center gap-3 text-center">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={paths.quiz}>Take the Quiz</Link>
            </Button>
            <p className="flex items-center gap-2 text-sm text-muted">
              <ShieldCheck className="size-4 text-accent" aria-hidden="true" />
              30-day money-back guarantee. Cancel anytime.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
