import { Gem } from 'lucide-react';
import { BLUEPRINT_PRICE_CENTS, formatCents } from '#shared/domain/pricing';
import { blueprintCheckoutUrl } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';

interface UpgradeBannerProps {
  email: string;
  userId: string;
  /** The member runs a concierge plan already: the banner does not offer access to the plans. */
  activePlan: boolean;
}

/** The dashboard home's upgrade link (docs/product-rules.md §2) for members without Premium. */
export function UpgradeBanner({ email, userId, activePlan }: UpgradeBannerProps) {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <IconBadge icon={Gem} size={12} className="shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="font-bold text-fg">Unlock your Premium Blueprint</h2>
        <p className="text-sm text-pretty text-muted">
          Four personal reports{activePlan ? '' : ', and access to the concierge plans,'} for one
          payment of {formatCents(BLUEPRINT_PRICE_CENTS)}.
        </p>
      </div>
      <Button asChild variant="secondary">
        {/* The checkout loads its own payment script: a full page load, as every upgrade prompt does. */}
        <a href={blueprintCheckoutUrl(email, userId)}>Upgrade to Premium</a>
      </Button>
    </Card>
  );
}
