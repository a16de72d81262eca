import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-urls';
import { Accordion, AccordionItem } from '../../ui/accordion';
import { SectionHeading } from './section-heading';
import { cn } from '../../ui/class-names';
import { belowTheFold } from './below-the-fold';

/** The six questions of docs/product-rules.md §2 (Landing), answered with what the product does (docs/claims.md). */
const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How does AI matching work?',
    answer:
      'You take our Compatibility Blueprint quiz: 60 questions about your values, how you communicate, your lifestyle and your goals. Together with your emotional-intelligence quiz, they are scored across the areas that keep couples together, designed from 40+ years of relationship research and 20+ years of couples counseling, with a psychologist of 25 years of experience behind the questions. Our matching then compares you with members who want the same kind of relationship and suggests the people you are most likely to grow with, with a short note on why.',
  },
  {
    question: 'Is my personal data secure?',
    answer:
      'Yes. Your answers, reports and messages are used only to create your reports and find your matches; we do not sell them. Passwords are stored hashed, sign-in uses secure cookies, and card payments are handled by our card payment provider, so we never see or store your card number. Matches see your profile, never your email address or exact location. You can delete your account at any time, and everything attached to it is deleted with it.',
  },
  {
    question: 'How long until I get my first match?',
    answer:
      'There is no waiting period. Once you have a concierge plan and have answered the matching questions, your list is made straight away, and it is refreshed every 15 minutes as new members join. How many matches you see depends on who lives near you and fits what you both want: we never pad the list with people who do not.',
  },
  {
    question: 'How is Right One different from swipe apps?',
    answer:
      'Swipe apps show you an endless stack of photos and leave the work to you. Right One starts with who you are: your values, emotional style and goals. Instead of hundreds of profiles you get a few matches chosen for real compatibility, each with the reasons behind it, plus conversation starters, date planning and a Relationship Coach to help things go well.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. There is no contract and no cancellation fee. Cancel your plan whenever you like and you will not be charged again; you keep access until the end of the period you have already paid for.',
  },
  {
    question: 'What is your 30-day money-back guarantee?',
    answer: (
      <>
        If Right One is not right for you, ask for a refund within 30 days of your purchase and we
        will refund the full amount to the card you paid with. In Billing, each purchase of the last
        30 days has "Request a refund": one click, an optional reason, no questions asked. You can
        also write to us from the{' '}
        <Link to={paths.help} className="font-semibold text-primary underline underline-offset-4">
          Help page
        </Link>{' '}
        and choose "A refund".
      </>
    ),
  },
];

export function FaqSection() {
  return (
    <section
      aria-labelledby="faq-title"
      className={cn(belowTheFold, 'bg-surface-muted/60 py-16 sm:py-24')}
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered honestly" />
        <Accordion>
          {FAQS.map((faq) => (
            <AccordionItem key={faq.question} group="faq" title={faq.question}>
              <p>{faq.answer}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
