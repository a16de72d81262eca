import { useQuery } from '@tanstack/react-query';
import { BLUEPRINT_PRICE_CENTS, formatCents } from '#shared/domain/pricing';
import { holdingsOf } from '../../lib/member-holdings';
import { ownProfileQuery } from '../../lib/own-profile';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CheckList } from '../../ui/check-list';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { blueprintCheckoutUrl } from '#shared/page-urls';

/**
 * What Premium gives, each line true of the product (docs/decisions/0011-true-checkout-copy.md:
 * docs/product-rules.md §9's monthly price, free trial and support promises are not what the checkout sells).
 */
const PREMIUM_FEATURES = [
  'Four detailed reports written from your own answers',
  'EQ insights at once, the other three over the next 72 hours',
  'Retake both quizzes whenever you like; your reports follow',
];
const PLANS_ACCESS = 'Access to the concierge matching plans';

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: { id: string; email: string };
}

/** 'Upgrade to Premium': every report prompt for a member without Premium leads here. */
export function UpgradeDialog({ open, onOpenChange, user }: UpgradeDialogProps) {
  // A member whose concierge plan runs already is not sold access to the plans.
  const profile = useQuery(ownProfileQuery);
  const activePlan = profile.data ? holdingsOf(profile.data).activePlan : false;
  const features = activePlan ? PREMIUM_FEATURES : [...PREMIUM_FEATURES, PLANS_ACCESS];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Upgrade to Premium"
        description="Unlock your full Relationship Blueprint and every report that comes with it."
      >
        <div className="flex flex-col gap-5">
          <div className="rounded-card border-2 border-primary p-5">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <p className="font-bold text-fg">Premium</p>
              <Badge variant="primary">Most Popular</Badge>
            </div>
            <p className="flex items-baseline gap-1 text-fg">
              <span className="text-4xl font-bold tabular-nums">
                {formatCents(BLUEPRINT_PRICE_CENTS)}
              </span>
              <span className="text-muted">one payment</span>
            </p>
            <CheckList items={features} label="Premium includes" className="mt-4" />
          </div>
          <p className="text-center text-sm text-muted">
            Nothing renews. 30-day money-back guarantee.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Maybe Later</Button>
            </DialogClose>
            <Button
              // The checkout is its own page with its own payment script: a full page load.
              onClick={() => window.location.assign(blueprintCheckoutUrl(user.email, user.id))}
            >
              Continue to Checkout
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
