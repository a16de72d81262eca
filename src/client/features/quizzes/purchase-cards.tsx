import { Link } from 'react-router';
import { BLUEPRINT_PRICE_CENTS, formatCents } from '#shared/domain/pricing';
import { blueprintCheckoutUrl, blueprintQuizUrl, dashboardSection, paths } from '#shared/page-urls';
import { useMemberHoldings, type MemberHoldings } from '../../lib/member-holdings';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { ConciergeOffer } from './concierge-offer';
import { offerActionClass, OfferFace, type Offer } from './offer-face';
import { OwnedCard } from './owned-card';

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

/** What stands in an offer's place for a member who has it already. */
const OWNED = {
  blueprint: {
    title: 'Your Premium Blueprint',
    text: 'You are Premium: your Blueprint and its four reports are waiting in Reports & Quizzes.',
    action: 'Open Your Reports',
    to: dashboardSection('reports'),
  },
  plan: {
    title: 'Your Concierge Plan',
    text: 'Your plan is active: the people we find for you are on your Matches page.',
    action: 'See Your Matches',
    to: dashboardSection('matches'),
  },
};

/**
 * The Blueprint offer's action: the Decoder for a visitor (or a member who has not taken it),
 * the checkout for a member whose Decoder is done, since taking it again is not what they lack.
 */
function BlueprintAction({
  userId,
  member,
}: {
  userId: string | null;
  member: MemberHoldings | null;
}) {
  if (member?.tookBlueprintQuiz)
    return (
      <Button asChild size="lg" className={offerActionClass}>
        {/* The checkout loads its own payment script: a full page load, as every upgrade prompt does. */}
        <a href={blueprintCheckoutUrl(member.email, member.id)}>Unlock Your Premium Blueprint</a>
      </Button>
    );
  return (
    <Button asChild size="lg" className={offerActionClass}>
      <Link to={userId ? blueprintQuizUrl(userId) : paths.quiz}>
        {userId ? 'Complete Your Compatibility Decoder' : 'Take the EQ Quiz First'}
      </Link>
    </Button>
  );
}

/**
 * The two offers of the EQ results page (docs/product-rules.md §9): the Blueprint report, and the
 * concierge plans on a flip card whose back leads to their checkout (docs/product-rules.md §4).
 * A signed-in member is never sold what they already have: in its place, the way to it.
 */
export function PurchaseCards({ userId }: { userId: string | null }) {
  const member = useMemberHoldings();
  if (member === undefined) return <Skeleton className="h-96 rounded-card" />;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      <li>
        {member?.premium ? (
          <OwnedCard {...OWNED.blueprint} />
        ) : (
          <OfferFace offer={blueprintOffer}>
            <BlueprintAction userId={userId} member={member} />
          </OfferFace>
        )}
      </li>
      <li>{member?.activePlan ? <OwnedCard {...OWNED.plan} /> : <ConciergeOffer />}</li>
    </ul>
  );
}
