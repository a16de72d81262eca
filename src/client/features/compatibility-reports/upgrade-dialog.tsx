import { Check } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { blueprintCheckoutUrl } from './report-kinds';

/** SPEC section 9: the Premium upgrade dialog's price, note and features, word for word. */
const PREMIUM_FEATURES = [
  'Detailed personality reports',
  'Unlimited quiz access',
  'Advanced compatibility matching',
  'Personalized dating advice',
  'Priority customer support',
  'Exclusive content updates',
];

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: { id: string; email: string };
}

/** 'Upgrade to Premium': every report prompt for a member without Premium leads here. */
export function UpgradeDialog({ open, onOpenChange, user }: UpgradeDialogProps) {
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
              <span className="text-4xl font-bold tabular-nums">$59.90</span>
              <span className="text-muted">/month</span>
            </p>
            <ul className="mt-4 flex flex-col gap-2.5" aria-label="Premium includes">
              {PREMIUM_FEATURES.map((feature) => (
                <li key={feature} className="flex items-start gap-2.5 text-[0.95rem] text-fg">
                  <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
                    <Check className="size-3.5" aria-hidden="true" />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-center text-sm text-muted">
            Cancel anytime. 7-day free trial included.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Maybe Later</Button>
            </DialogClose>
            <Button
              // The checkout is its own page with its own payment script: a full page load.
              onClick={() => window.location.assign(blueprintCheckoutUrl(user))}
            >
              Start Premium Trial
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
