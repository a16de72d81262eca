import { useId, useState } from 'react';
import { REFUND_REASON_MAX, type Purchase } from '#shared/contracts/purchases';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ReasonDialog } from '../../../ui/reason-dialog';
import { useMemberPurchases, useRefundPurchase } from './api';
import { money, shortDate } from './overview-format';

const BY = { member: 'by the member', admin: 'by an admin', provider: 'at the provider' } as const;

/** The member's purchases on their overview: each refund (when, who, why), or a Refund action. */
export function MemberPurchases({ userId }: { userId: string }) {
  const headingId = useId();
  const purchases = useMemberPurchases(userId);
  const list = purchases.data?.purchases ?? [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-bold text-fg">
        Purchases
      </h3>
      {purchases.isPending ? (
        <p className="text-sm text-muted">Loading purchases...</p>
      ) : purchases.isError ? (
        <p role="alert" className="text-sm text-danger">
          The purchases could not be loaded.
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">No purchases yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border/60 rounded-card border border-border">
          {list.map((purchase) => (
            <li
              key={purchase.id}
              className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-semibold text-fg">{purchase.productName}</p>
                <p className="text-muted">
                  {money(purchase.amountCents)} · paid {shortDate(purchase.paidAt)}
                  {!purchase.refund && ` · guarantee until ${shortDate(purchase.refundableUntil)}`}
                </p>
              </div>
              <RefundCell userId={userId} purchase={purchase} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RefundCell({ userId, purchase }: { userId: string; purchase: Purchase }) {
  const [open, setOpen] = useState(false);
  const { refund } = purchase;
  if (refund)
    return (
      <div className="flex flex-col gap-0.5 sm:items-end sm:text-right">
        <Badge className="self-start sm:self-auto">
          Refunded {shortDate(refund.refundedAt)} {BY[refund.by]}
        </Badge>
        {refund.reason && <p className="[overflow-wrap:anywhere] text-muted">“{refund.reason}”</p>}
      </div>
    );
  if (purchase.refundPending)
    return (
      <Badge variant="warning" className="self-start sm:self-auto">
        Refund in progress
      </Badge>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-auto"
        onClick={() => setOpen(true)}
      >
        Refund
      </Button>
      {open && <ConfirmRefund userId={userId} purchase={purchase} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function ConfirmRefund({
  userId,
  purchase,
  onDone,
}: {
  userId: string;
  purchase: Purchase;
  onDone: () => void;
}) {
  const refund = useRefundPurchase();
  const amount = money(purchase.amountCents);
  return (
    <ReasonDialog
      title="Refund this purchase?"
      description={`${purchase.productName}, ${amount}, paid ${shortDate(purchase.paidAt)}.`}
      reasonLabel="Reason (optional, the member’s overview shows it)"
      reasonMax={REFUND_REASON_MAX}
      confirmLabel={`Refund ${amount}`}
      pending={refund.isPending}
      error={
        refund.isError && (
          <p role="alert" className="text-sm text-danger">
            {refund.error.message}
          </p>
        )
      }
      onConfirm={(reason) =>
        refund.mutate({ id: userId, orderId: purchase.id, reason }, { onSuccess: onDone })
      }
    >
      The full amount goes back to the member’s card and what the purchase gave is taken back (
      {purchase.kind === 'blueprint' ? 'Premium' : 'the plan and its unused connections'}). The
      member gets a refund receipt by email.
    </ReasonDialog>
  );
}
