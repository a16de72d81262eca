import { Lock, Play } from 'lucide-react';
import { useState } from 'react';
import { BLUEPRINT_PRICE_CENTS, formatCents } from '#shared/domain/pricing';
import { blueprintCheckoutUrl } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { configuredVideoUrl, posterWash, VideoEmbed } from '../../ui/video-embed';

/** VITE_BILLING_VIDEO_URL at build time, else the landing page's video; unset: the explainer plays. */
const price = formatCents(BLUEPRINT_PRICE_CENTS);
const billingVideoUrl =
  configuredVideoUrl(import.meta.env.VITE_BILLING_VIDEO_URL) ??
  configuredVideoUrl(import.meta.env.VITE_HOW_IT_WORKS_VIDEO_URL);

interface BillingAccessProps {
  user: { id: string; email: string };
}

/**
 * Billing for a member without Premium (docs/product-rules.md §2): the 'Billing Access' dialog and the promotional
 * video with 'Pay Now'. Both lead to the real blueprint checkout, a full page load (its own script).
 */
export function BillingAccess({ user }: BillingAccessProps) {
  const [open, setOpen] = useState(true);
  const checkout = () => window.location.assign(blueprintCheckoutUrl(user.email, user.id));
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-2xl font-semibold text-fg">
            Concierge plans start with Premium
          </h2>
          <p className="max-w-prose text-muted">
            Get your Premium Blueprint Report ({price}, one payment). It opens your four reports
            and, with them, the concierge plans that connect you with your matches.
          </p>
        </div>
        <VideoEmbed
          src={billingVideoUrl}
          title="How Right One's concierge works"
          poster={
            <div
              className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center"
              style={{ background: posterWash }}
            >
              <Play className="size-10 text-primary" aria-hidden="true" />
              <p className="max-w-xs text-sm text-pretty text-muted">
                Watch how the concierge works
              </p>
            </div>
          }
        />
        <Button size="lg" className="self-start" onClick={checkout}>
          Pay Now
        </Button>
      </Card>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Billing Access"
          description="Billing and the concierge plans are for Premium members."
        >
          <div className="flex flex-col gap-5">
            <p className="flex items-start gap-3 rounded-control bg-surface-muted p-4 text-[0.95rem] text-fg">
              <Lock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              Upgrade with the Premium Blueprint Report: one payment of {price}, with a 30-day
              money-back guarantee.
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Maybe Later</Button>
              </DialogClose>
              <Button onClick={checkout}>Upgrade to Premium</Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
