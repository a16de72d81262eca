import { Link } from 'react-router';
import { BLUEPRINT_PRICE_CENTS, formatCents } from '../../../shared/domain/pricing';
import { blueprintQuizUrl, paths } from '../../../shared/page-urls';
import { Button } from '../../ui/button';
import { ConciergeOffer } from './concierge-offer';
import { offerActionClass, OfferFace, type Offer } from './offer-face';

const blueprintOffer: Offer = {
  name: 'Premium Blueprint Report',
  price: formatCents(BLUEPRINT_PRICE_CENTS),
  cadence: 'one-time',
  badge: 'Your next step',
  points: [
    'Your Compatibility Decoder: values, communication, lifestyle, goals',
    'Four in-depth relationship reports',
    '30-day money-back guarantee',
  ],
};

/**
 * The two offers of the EQ results page (docs/product-rules.md §9): the Blueprint report, and the
 * concierge plans on a flip card whose back leads to their checkout (docs/product-rules.md §4).
 */
export function PurchaseCards({ userId }: { userId: string | null }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      <li>
        <OfferFace offer={blueprintOffer}>
          <Button asChild size="lg" className={offerActionClass}>
            <Link to={userId ? blueprintQuizUrl(userId) : paths.quiz}>
              {userId ? 'Complete Your Compatibility Decoder' : 'Take the EQ Quiz First'}
            </Link>
          </Button>
        </OfferFace>
      </li>
      <li>
        <ConciergeOffer />
      </li>
    </ul>
  );
}
