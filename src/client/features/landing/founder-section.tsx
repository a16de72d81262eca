import { Quote } from 'lucide-react';
import { cn } from '../../ui/class-names';
import { belowTheFold } from './below-the-fold';

/** A short, personal note from the founder: why Right One exists. */
export function FounderSection() {
  return (
    <section aria-labelledby="founder-title" className={cn(belowTheFold, 'py-16 sm:py-24')}>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <figure className="relative overflow-hidden rounded-card border border-border bg-surface p-6 shadow-soft sm:p-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full opacity-80"
            style={{ background: 'radial-gradient(closest-side, var(--glow-1), transparent)' }}
          />
          <Quote className="relative size-10 text-primary" aria-hidden="true" />
          <h2
            id="founder-title"
            className="font-display relative mt-4 text-3xl leading-tight font-semibold text-fg"
          >
            A message from our founder
          </h2>
          <blockquote className="relative mt-6 flex flex-col gap-4 text-lg leading-relaxed text-muted">
            <p>
              I started Right One after watching too many thoughtful, kind people give up on dating.
              They were not the problem. The apps were: built to keep them swiping, not to help them
              find someone.
            </p>
            <p>
              We took a different path. Everything here rests on what decades of research and
              couples counseling say makes love last: shared values, how two people handle feelings,
              and where they want life to go. Our psychologist has spent 25 years helping couples,
              and that experience is in every question we ask.
            </p>
            <p>You deserve someone who fits the life you want. I hope we help you find them.</p>
          </blockquote>
          <figcaption className="relative mt-8 flex items-center gap-3">
            <span aria-hidden="true" className="h-px w-10 bg-primary" />
            <span className="font-bold text-fg">Founder, Right One</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
