import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { blueprintQuizUrl, paths } from '../../../shared/page-urls';

interface Offer {
  name: string;
  price: string;
  cadence: string;
  badge?: string;
  points: string[];
  action: string;
  to: string;
}

/** The two offers of the EQ results page: the Blueprint report and the concierge plans (docs/product-rules.md §9). */
export function PurchaseCards({ userId }: { userId: string | null }) {
  const offers: Offer[] = [
    {
      name: 'Premium Blueprint Report',
      price: '$59.90',
      cadence: 'one-time',
      badge: 'Your next step',
      points: [
        'Your Compatibility Decoder: values, communication, lifestyle, goals',
        'Four in-depth relationship reports',
        '30-day money-back guarantee',
      ],
      action: userId ? 'Complete Your Compatibility Decoder' : 'Take the EQ Quiz First',
      to: userId ? blueprintQuizUrl(userId) : paths.quiz,
    },
    {
      name: 'Concierge Matching',
      price: 'from $49.90',
      cadence: 'per month',
      points: [
        '3, 5 or 10 curated connections a month',
        'AI plus human matchmaking',
        'Cancel anytime',
      ],
      action: 'See Concierge Plans',
      to: paths.billing,
    },
  ];
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {offers.map((offer) => (
        <li
          key={offer.name}
          className="flex flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-soft sm:p-8"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xl font-bold text-fg">{offer.name}</h3>
            {offer.badge && <Badge variant="primary">{offer.badge}</Badge>}
          </div>
          <p className="flex items-baseline gap-2">
            <span className="font-display text-4xl font-semibold text-fg">{offer.price}</span>
            <span className="text-muted">{offer.cadence}</span>
          </p>
          <ul className="flex flex-1 flex-col gap-2">
            {offer.points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-fg/90">
                <Check className="mt-1 size-4 shrink-0 text-accent" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <Button
            asChild
            size="lg"
            variant={offer.badge ? 'primary' : 'outline'}
            className="h-auto! min-h-12 py-3 whitespace-normal! text-center"
          >
            <Link to={offer.to}>{offer.action}</Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
