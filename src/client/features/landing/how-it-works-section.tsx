import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { SectionHeading } from './section-heading';
import { belowTheFold } from './below-the-fold';
import { cn } from '../../ui/class-names';
import { HowItWorksVideo } from './how-it-works-video';
import { HOW_IT_WORKS_ID, HOW_IT_WORKS_VIDEO_ISLAND } from './landing-markup';
import { paths } from '#shared/page-urls';

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
      className={cn(belowTheFold, 'scroll-mt-4 py-16 outline-none sm:py-24')}
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-10 px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From one quiz to the right person"
        >
          Three steps, guided by psychology rather than a swipe.
        </SectionHeading>
        <div data-island={HOW_IT_WORKS_VIDEO_ISLAND} className="w-full">
          <HowItWorksVideo />
        </div>
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
