import {
  CalendarHeart,
  ConciergeBell,
  LineChart,
  MessageCircleHeart,
  Route,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../ui/class-names';
import { SectionHeading } from './section-heading';
import { belowTheFold } from './below-the-fold';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MessageCircleHeart,
    title: 'Smart Chat with Conversation Starters',
    text: 'Chat with your matches, with openers drawn from what you actually share. Stuck? Your Relationship Coach is one tap away.',
  },
  {
    icon: CalendarHeart,
    title: 'Date Planning',
    text: 'Suggest dates and times, choose a video or phone date, and confirm it together without the back-and-forth.',
  },
  {
    icon: LineChart,
    title: 'Compatibility Insights',
    text: 'See where you and a match align on values, communication and goals, and where it is worth talking things through.',
  },
  {
    icon: Route,
    title: 'Relationship Journey Insights',
    text: 'Reports that unlock over your first days, on how you connect, where you are heading and how relationships grow.',
  },
  {
    icon: ConciergeBell,
    title: 'Concierge Service',
    text: 'Concierge plans give you 3, 5 or 10 connections a month: each starts a conversation with a match chosen for how well you fit both ways.',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className={cn(belowTheFold, 'py-16 sm:py-24')}>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need, from first hello to first date"
        >
          Thoughtful tools for each step, so you can focus on the person in front of you.
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {FEATURES.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              // Three on the first row, two wider ones on the second: five cards without a gap.
              className={cn(
                'flex flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-soft lg:col-span-2',
                index >= 3 && 'lg:col-span-3',
                index === 4 && 'sm:col-span-2 lg:col-span-3',
              )}
            >
              <span className="grid size-11 place-items-center rounded-[12px] bg-accent-soft text-accent-soft-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-bold text-fg">{title}</h3>
              <p className="leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
