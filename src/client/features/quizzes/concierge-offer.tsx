import { X } from 'lucide-react';
import { useState } from 'react';
import { formatCents, planById, PLANS } from '#shared/domain/pricing';
import { Button } from '../../ui/button';
import { FlipCard } from '../../ui/flip-card';
import { BlueprintSentCard } from './blueprint-sent-card';
import { ConciergeCheckoutForm } from './concierge-checkout-form';
import { offerActionClass, offerCardClass, OfferFace, type Offer } from './offer-face';

const connections = PLANS.map((p) => p.connections);
const conciergeOffer: Offer = {
  name: 'Concierge Matching',
  price: `from ${formatCents(Math.min(...PLANS.map((p) => p.priceCents)))}`,
  cadence: 'per month',
  points: [
    `${connections.slice(0, -1).join(', ')} or ${connections.at(-1)} curated connections a month`,
    'A personal concierge, a person on our team',
    'Introductions they pick from your matches',
    'Cancel anytime',
  ],
};

/**
 * The second offer (docs/product-rules.md §4 flip card): the front shows the offer, its action
 * turns the card over to a short form that leads through sign-up to the plan's real checkout,
 * and the back's close button turns it back. No card number is asked here: the checkout takes
 * payment in the provider's own fields (decision 0026).
 */
export function ConciergeOffer() {
  const [flipped, setFlipped] = useState(false);
  const [sent, setSent] = useState<{ email: string; planName: string } | null>(null);

  const front = (
    <OfferFace offer={conciergeOffer}>
      <Button
        size="lg"
        variant="outline"
        className={offerActionClass}
        data-flip-focus
        onClick={() => setFlipped(true)}
      >
        See Concierge Plans
      </Button>
    </OfferFace>
  );

  const back = (
    <section aria-labelledby="concierge-back-title" className={offerCardClass}>
      <div className="flex items-start justify-between gap-3">
        <h3
          id="concierge-back-title"
          tabIndex={-1}
          data-flip-focus
          className="text-xl font-bold text-fg outline-none"
        >
          Start Concierge Matching
        </h3>
        <Button
          variant="ghost"
          className="w-10 px-0"
          aria-label="Close the concierge plans"
          onClick={() => setFlipped(false)}
        >
          <X className="size-5" aria-hidden="true" />
        </Button>
      </div>
      {sent ? (
        <BlueprintSentCard
          email={sent.email}
          destination={`the checkout of your ${sent.planName} plan`}
          inCard
        />
      ) : (
        <ConciergeCheckoutForm
          onSent={(email, planId) => setSent({ email, planName: planById(planId).name })}
        />
      )}
    </section>
  );

  return <FlipCard className="h-full" flipped={flipped} front={front} back={back} />;
}
