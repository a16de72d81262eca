import { MessageCircleHeart } from 'lucide-react';
import { BLUEPRINT_PRICE_CENTS, formatCents } from '../../../shared/domain/pricing';
import { blueprintCheckoutUrl } from '../../../shared/page-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';

/** What a member without Premium sees in the chat section, with the way to Premium. */
export function ChatUpgrade({ email, userId }: { email: string; userId: string }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      <IconBadge icon={MessageCircleHeart} size={12} />
      <h2 className="text-xl font-bold text-fg">Chat with your matches with Premium</h2>
      <p className="text-pretty text-muted">
        Premium opens unlimited chat with the matches you connect with, along with your four
        Blueprint reports, for one payment of {formatCents(BLUEPRINT_PRICE_CENTS)}.
      </p>
      <Button asChild>
        {/* The checkout loads its own payment script: a full page load, as every upgrade prompt does. */}
        <a href={blueprintCheckoutUrl(email, userId)}>Upgrade to Premium</a>
      </Button>
    </Card>
  );
}
