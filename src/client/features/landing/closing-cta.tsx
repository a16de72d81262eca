import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { cn } from '../../ui/class-names';
import { belowTheFold } from './below-the-fold';
import { paths } from '#shared/page-urls';

/** The last nudge before the footer: one clear action and the guarantee. */
export function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-title"
      className={cn(belowTheFold, 'mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24')}
    >
      <div
        className="flex flex-col items-center gap-5 rounded-card px-6 py-12 text-center shadow-lifted sm:py-16"
        style={{ background: 'linear-gradient(135deg, var(--band-from), var(--band-to))' }}
      >
        <h2
          id="closing-title"
          className="font-display max-w-2xl text-3xl leading-tight font-semibold text-balance text-band-fg sm:text-4xl"
        >
          Your Right One is out there
        </h2>
        <p className="max-w-xl text-lg text-band-fg/90">
          Start with the quiz. 30-day money-back guarantee, cancel anytime.
        </p>
        <Button asChild size="lg" variant="outline" className="border-transparent">
          <Link to={paths.quiz}>Take the Quiz</Link>
        </Button>
      </div>
    </section>
  );
}
