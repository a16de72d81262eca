import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../ui/badge';

export interface Offer {
  name: string;
  price: string;
  cadence: string;
  badge?: string;
  points: string[];
}

/** The surface of an offer card on the EQ results page (either face of the flip card, too). */
export const offerCardClass =
  'flex h-full flex-col gap-5 rounded-card border border-border bg-surface p-6 shadow-soft sm:p-8';

/** What an offer is: name, price, what it gives; `children` is its action. */
export function OfferFace({ offer, children }: { offer: Offer; children: ReactNode }) {
  return (
    <div className={offerCardClass}>
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
      {children}
    </div>
  );
}

/** The offers' big button: long labels wrap instead of overflowing on a phone. */
export const offerActionClass = 'h-auto! min-h-12 py-3 whitespace-normal! text-center';
