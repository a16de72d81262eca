import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { SectionHeading } from './section-heading';
import { VideoPanel } from './video-panel';
import { howItWorksVideoUrl } from './video-sources';
import { paths } from '#shared/page-urls';

export const HOW_IT_WORKS_ID = 'how-it-works';

const STEPS = [
  'Take the free quiz about how you connect.',
  'Get your Compatibility Blueprint.',
  'Meet matches chosen for who you are.',
];

/** The video section the hero's 'Watch How It Works' scrolls to; focusable so focus can follow. */
export function HowItWorksSection() {
  return (
    <section
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      aria-labelledby="how-title"
      className="scroll-mt-4 py-16 outline-none sm:py-24"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-10 px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From one quiz to the right person"
        >
          Three steps, guided by psychology rather than a swipe.
        </SectionHeading>
        <VideoPanel
          src={howItWorksVideoUrl}
          title="How Right One works"
          subtitle="Watch how it works"
        />
        <ol className="grid w-full gap-4 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-bold text-accent-soft-foreground">
                {index + 1}
              </span>
              <span className="pt-1 text-fg">{step}</span>
            </li>
          ))}
        </ol>
        <Button asChild size="lg">
          <Link to={paths.quiz}>Take the Quiz</Link>
        </Button>
      </div>
    </section>
  );
}
