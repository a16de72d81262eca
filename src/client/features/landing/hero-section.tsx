import { Clock, HeartHandshake, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { HeroIllustration } from './hero-illustration';
import { HOW_IT_WORKS_ID, onHowItWorksClick } from './landing-markup';
import { paths } from '#shared/page-urls';

const HIGHLIGHTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sparkles,
    title: 'A 60-question Blueprint',
    text: 'Personality, values and goals, not just photos.',
  },
  {
    icon: Clock,
    title: 'Matches without a wait',
    text: 'Your list is made as soon as you answer the matching questions.',
  },
  {
    icon: HeartHandshake,
    title: 'A fit both ways',
    text: 'Each match suits what you want, and you suit what they want.',
  },
];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black_60%,transparent)]"
        style={{
          background:
            'radial-gradient(55% 60% at 85% 15%, var(--glow-1), transparent 70%), radial-gradient(45% 50% at 5% 90%, var(--glow-2), transparent 70%), radial-gradient(40% 40% at 40% 0%, var(--glow-3), transparent 70%)',
        }}
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-24">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-border bg-surface/80 px-3 py-1 text-sm font-semibold text-muted backdrop-blur">
            Built on 40+ years of relationship research
          </p>
          <h1
            id="hero-title"
            className="font-display text-[2.75rem] leading-[1.05] font-semibold tracking-tight text-balance text-fg sm:text-6xl"
          >
            Discover Love That Lasts
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted sm:text-xl">
            Right One matches you on personality, values and life goals. Take the quiz, get your
            Compatibility Blueprint, and meet people who want the same kind of relationship you do.
            No endless swiping.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.quiz}>Take the Quiz</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={`#${HOW_IT_WORKS_ID}`} onClick={onHowItWorksClick}>
                Watch How It Works
              </a>
            </Button>
          </div>
        </div>
        <HeroIllustration />
        <ul className="grid gap-4 sm:grid-cols-3 md:col-span-2">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-card border border-border bg-surface/85 p-5 shadow-soft backdrop-blur"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-bold text-fg">{title}</p>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
