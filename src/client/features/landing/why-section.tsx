import { BadgeCheck, HeartHandshake, Layers, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';
import { paths } from '#shared/page-urls';
import { cn } from '../../ui/class-names';
import { belowTheFold } from './below-the-fold';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: 'Real People, Real Intentions',
    text: 'Every member has confirmed their email address and taken the same in-depth quiz you have. A Verified badge means a moderator has matched their selfie, taken in a pose we chose, to their profile photo. Right One is made for lasting relationships, not for passing the time.',
  },
  {
    icon: Layers,
    title: 'No More Endless Swipes',
    text: 'Instead of a bottomless stack of photos, you receive a few carefully chosen matches, each with the reasons you could work well together.',
  },
  {
    icon: HeartHandshake,
    title: 'Connections That Last',
    text: 'Matching draws on 40+ years of relationship research and 20+ years of couples counseling: what keeps couples together, not only what attracts them.',
  },
];

export function WhySection() {
  return (
    <section
      aria-labelledby="why-title"
      className={cn(belowTheFold, 'bg-surface-muted/60 py-16 sm:py-24')}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="why-title"
          eyebrow="Why Right One"
          title="Dating that respects your time and your heart"
        >
          Most apps are built to keep you swiping. We are built to help you stop.
        </SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-soft sm:p-8"
            >
              <span className="grid size-12 place-items-center rounded-[12px] bg-primary-soft text-primary-soft-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-xl font-bold text-fg">{title}</h3>
              <p className="leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <p className="text-center text-lg text-pretty text-muted">
          Tired of dating apps that waste your time?{' '}
          <Link
            to={paths.eqLanding}
            className="rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            Start with the free EQ quiz
          </Link>
        </p>
      </div>
    </section>
  );
}
