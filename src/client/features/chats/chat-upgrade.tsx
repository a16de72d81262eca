import { Check, MessageCircleHeart } from 'lucide-react';
import { BLUEPRINT_PRICE_CENTS, formatCents } from '#shared/domain/pricing';
import { blueprintCheckoutUrl } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';

/** What Premium gives, as the checkout sells it (decision 0011: no figure the checkout does not honour). */
const GIVES = [
  'Unlimited chat with the matches you connect with',
  'Your AI Relationship Coach, grounded in your own results',
  'Your four Blueprint reports',
];

/** What a member without Premium sees in the chat section, with the way to Premium. */
export function ChatUpgrade({ email, userId }: { email: string; userId: string }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      <IconBadge icon={MessageCircleHeart} size={12} />
      <h2 className="text-xl font-bold text-fg">Chat with your matches with Premium</h2>
      <ul className="flex flex-col gap-2 text-left text-fg">
        {GIVES.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <p className="text-pretty text-muted">
        One payment of {formatCents(BLUEPRINT_PRICE_CENTS)}. Nothing renews; 30-day money-back
        guarantee.
      </p>
      <Button asChild>
        {/* The checkout loads its own payment script: a full page load, as every upgrade prompt does. */}
        <a href={blueprintCheckoutUrl(email, userId)}>Upgrade to Premium</a>
      </Button>
    </Card>
  );
}
