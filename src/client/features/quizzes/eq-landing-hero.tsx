import { ArrowDown, Clock, HeartHandshake, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button } from '../../ui/button';

export const EQ_QUIZ_SECTION_ID = 'eq-quiz';

const POINTS: { icon: LucideIcon; text: string }[] = [
  { icon: Clock, text: '25 statements, about 5 minutes' },
  { icon: HeartHandshake, text: 'Your Emotional Connection Style, free' },
  { icon: ShieldCheck, text: 'No account needed to start' },
];

/** Scrolls to the quiz and moves focus there, so keyboard users land in the right place. */
function scrollToQuiz(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(EQ_QUIZ_SECTION_ID);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The /eq hero (docs/product-rules.md §2 EQ landing page). */
export function EqLandingHero() {
  return (
    <section aria-labelledby="eq-hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black_55%,transparent)]"
        style={{
          background:
            'radial-gradient(55% 60% at 85% 10%, var(--glow-1), transparent 70%), radial-gradient(45% 55% at 5% 95%, var(--glow-2), transparent 70%)',
        }}
      />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-20">
        <p className="rounded-full border border-border bg-surface/80 px-3 py-1 text-sm font-semibold text-muted backdrop-blur">
          The free Emotional Intelligence quiz
        </p>
        <h1
          id="eq-hero-title"
          className="font-display text-[2.5rem] leading-[1.08] font-semibold tracking-tight text-balance text-fg sm:text-6xl"
        >
          Tired of Dating Apps That Waste Your Time?
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted sm:text-xl">
          Lasting love starts with how you handle feelings, yours and theirs. Discover your
          Emotional Connection Style, then meet people who fit the way you love.
        </p>
        <ul className="flex flex-col gap-2 text-left sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6">
          {POINTS.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 text-sm font-semibold text-fg sm:whitespace-nowrap"
            >
              <Icon className="size-4 text-accent" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <Button asChild size="lg">
          <a href={`#${EQ_QUIZ_SECTION_ID}`} onClick={scrollToQuiz}>
            Start the Quiz
            <ArrowDown className="size-4" aria-hidden="true" />
          </a>
        </Button>
      </div>
    </section>
  );
}
