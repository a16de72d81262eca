import { REFUND_REASON_MAX, type Purchase } from '#shared/contracts/purchases';
import { formatCents } from '#shared/domain/pricing';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useRequestRefund } from './api';
import { FormError } from './form-error';

/** What a refund takes back, said before the member confirms (decision 0033). */
const takenBack = (purchase: Purchase) =>
  purchase.kind === 'blueprint'
    ? 'Your Premium Blueprint Report and the Premium features end as soon as the refund is made.'
    : 'Your plan ends now and will not renew; the connections it gave you that you have not used are removed.';

/** 'Request a refund': one confirmation and an optional reason, inside an open Dialog. */
export function RefundDialog({ purchase, onDone }: { purchase: Purchase; onDone: () => void }) {
  const refund = useRequestRefund();
  const amount = formatCents(purchase.amountCents);
  return (
    <ReasonDialog
      title="Request a refund?"
      description={`${purchase.productName}: the full ${amount} goes back to the card that paid, under our 30-day money-back guarantee.`}
      reasonLabel="Anything we should know? (optional)"
      reasonMax={REFUND_REASON_MAX}
      confirmLabel={`Refund ${amount}`}
      pending={refund.isPending}
      error={<FormError message={refund.isError ? refund.error.message : null} />}
      onConfirm={(reason) => refund.mutate({ id: purchase.id, reason }, { onSuccess: onDone })}
    >
      {takenBack(purchase)}
    </ReasonDialog>
  );
}
