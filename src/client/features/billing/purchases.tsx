import { useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import type { Purchase } from '#shared/contracts/purchases';
import { formatCents } from '#shared/domain/pricing';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { IconBadge } from '../../ui/icon-badge';
import { purchasesQuery } from './api';
import { longDate } from './current-plan-card';
import { RefundDialog } from './refund-dialog';

/**
 * The member's purchases and the 30-day money-back guarantee (decision 0033): each one of the last
 * 30 days can be refunded; a refunded one says when, an older one when its guarantee ended.
 * Nothing shows before a first purchase.
 */
export function Purchases() {
  const purchases = useQuery(purchasesQuery);
  // When the section opened: a purchase that passes its 30 days meanwhile is refused by the server.
  const [now] = useState(() => Date.now());
  const list = purchases.data?.purchases ?? [];
  if (list.length === 0) return null;
  return (
    <Card className="flex flex-col gap-5 p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <IconBadge icon={ReceiptText} size={12} />
        <div className="flex flex-col gap-0.5">
          <h2 className="text-xl font-bold text-fg">Purchases</h2>
          <p className="text-muted">Each comes with our 30-day money-back guarantee.</p>
        </div>
      </div>
      <ul className="flex flex-col divide-y divide-border/60 rounded-control border border-border">
        {list.map((purchase) => (
          <PurchaseRow key={purchase.id} purchase={purchase} now={now} />
        ))}
      </ul>
    </Card>
  );
}

function PurchaseRow({ purchase, now }: { purchase: Purchase; now: number }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-fg">{purchase.productName}</p>
        <p className="text-sm text-muted">
          {formatCents(purchase.amountCents)} · Paid on {longDate(purchase.paidAt)}
        </p>
      </div>
      <RefundState purchase={purchase} now={now} />
    </li>
  );
}

function RefundState({ purchase, now }: { purchase: Purchase; now: number }) {
  const [open, setOpen] = useState(false);
  if (purchase.refund)
    return (
      <Badge className="self-start sm:self-auto">
        Refunded on {longDate(purchase.refund.refundedAt)}
      </Badge>
    );
  if (purchase.refundPending)
    return (
      <Badge variant="warning" className="self-start sm:self-auto">
        Refund in progress
      </Badge>
    );
  if (Date.parse(purchase.refundableUntil) < now)
    return (
      <p className="text-sm text-muted sm:text-right">
        Money-back guarantee ended on {longDate(purchase.refundableUntil)}
      </p>
    );
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Dialog open={open} onOpenChange={setOpen}>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Request a refund
        </Button>
        {open && <RefundDialog purchase={purchase} onDone={() => setOpen(false)} />}
      </Dialog>
      <p className="text-xs text-muted">Refundable until {longDate(purchase.refundableUntil)}</p>
    </div>
  );
}
