import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheckBig, Clock, Download, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PaymentStatus } from '#shared/contracts/billing';
import { formatCents } from '#shared/domain/pricing';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';
import { paymentStatusQuery } from './api';
import { CheckoutNotice } from './checkout-notice';
import { InitializingPayment } from './payment-form';
import { PromoLimitRefund } from './promo-limit-refund';
import { blueprintCheckoutUrl, dashboardSection, paths } from '#shared/page-urls';
import { sessionQuery } from '../../lib/session';

/**
 * 'Go to Dashboard' (/user?section=reports). A buyer who came from the confirmation mail is not
 * signed in yet: for them it opens sign-in, which then lands on the same section.
 */
function DashboardLink() {
  const session = useQuery(sessionQuery);
  return (
    <Button asChild>
      <Link to={session.data ? dashboardSection('reports') : paths.login}>Go to Dashboard</Link>
    </Button>
  );
}

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** /payment-success: the order as the server recorded it, never as the URL claims it. */
export function PaymentSuccess({
  paymentIntentId,
  clientSecret,
  checkoutUrl,
}: {
  paymentIntentId: string | null;
  clientSecret: string | null;
  /** The checkout this payment came from, as its success link names it (null: an old link). */
  checkoutUrl: string | null;
}) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const status = useQuery({
    ...paymentStatusQuery(paymentIntentId ?? '', clientSecret ?? undefined),
    enabled: Boolean(paymentIntentId),
    retry: 1,
  });
  const fulfilled = status.data?.fulfilled === true;
  // Premium (or credits) just arrived: everything cached about the member is out of date.
  useEffect(() => {
    if (fulfilled) void queryClient.invalidateQueries();
  }, [fulfilled, queryClient]);

  if (!paymentIntentId || status.isError)
    return (
      <CheckoutNotice
        icon={SearchX}
        title="We could not find this payment"
        action={<DashboardLink />}
      >
        Check the link in your receipt email, or open your dashboard: if the payment went through,
        your reports are there.
      </CheckoutNotice>
    );
  if (status.isPending) return <InitializingPayment />;
  const order = status.data;
  if (order.refundReason === 'promo_limit')
    return (
      <PromoLimitRefund
        order={order}
        retryTo={
          checkoutUrl ??
          (session.data ? blueprintCheckoutUrl(session.data.email, session.data.id) : paths.login)
        }
      />
    );
  if (order.status === 'failed' || order.status === 'canceled')
    return (
      <CheckoutNotice
        icon={TriangleAlert}
        title="This payment did not go through"
        action={<DashboardLink />}
      >
        Nothing was charged. You can try again from the Reports page.
      </CheckoutNotice>
    );
  if (!order.fulfilled)
    return (
      <CheckoutNotice icon={Clock} title="Confirming your payment" action={<DashboardLink />}>
        The payment provider has not confirmed it yet. This page updates by itself, and you will
        never be charged twice.
      </CheckoutNotice>
    );
  return <Receipt order={order} />;
}

function Receipt({ order }: { order: PaymentStatus }) {
  return (
    <Card
      data-print-receipt
      className="mx-auto my-10 flex w-[calc(100%-2rem)] max-w-lg flex-col gap-6 p-6 sm:my-14 sm:p-8"
    >
      <p className="hidden text-sm print:block">Right One · Receipt</p>
      <div className="flex flex-col items-center gap-3 text-center">
        <IconBadge icon={CircleCheckBig} size={14} />
        <h1 className="font-display text-3xl font-semibold text-fg">Payment Successful!</h1>
        <p className="text-pretty text-muted">
          Welcome to Premium. Your EQ insights are ready now; the other reports open over the next
          72 hours.
        </p>
      </div>
      <section aria-labelledby="order-details" className="flex flex-col gap-3">
        <h2 id="order-details" className="font-bold text-fg">
          Order details
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[0.95rem] [&_dd]:text-right [&_dd]:tabular-nums [&_dt]:text-muted">
          <dt>Product</dt>
          <dd>{order.description}</dd>
          <dt>Payment ID</dt>
          <dd className="font-mono">…{order.paymentIntentId.slice(-8)}</dd>
          <dt>Date</dt>
          <dd>{shortDate(order.paidAt ?? order.createdAt)}</dd>
          <dt>Original price</dt>
          <dd>{formatCents(order.originalCents)}</dd>
          {order.discountCents > 0 && (
            <>
              <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
              <dd>−{formatCents(order.discountCents)}</dd>
            </>
          )}
        </dl>
        <p className="flex justify-between gap-4 border-t border-border pt-3 font-bold text-fg">
          <span>Total paid</span>
          <span className="tabular-nums">{formatCents(order.amountCents)} USD</span>
        </p>
      </section>
      <div data-print-hide className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="outline" onClick={() => window.print()}>
          <Download className="size-4" aria-hidden="true" />
          Download Receipt
        </Button>
        <DashboardLink />
      </div>
    </Card>
  );
}
