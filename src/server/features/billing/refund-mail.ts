import { formatCents, planById, type PlanId } from '#shared/domain/pricing.js';
import { paths } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';
import type { MemberOrder } from './order-lock.js';
import { buyerOf, longDate, productName, type Receipts } from './receipt-mail.js';

/** Who gave the money back, as the mail says it. */
const BY: Record<string, string> = {
  member: 'under our 30-day money-back guarantee, as you asked',
  admin: 'by our team',
};

/** What the refund took back, in the buyer's words. */
const takenBack = (order: MemberOrder) =>
  order.kind === 'blueprint'
    ? 'Your account is back on the free plan: the Premium Blueprint Report and the Premium features are no longer part of it.'
    : `Your ${planById(order.productId as PlanId).name} Concierge Plan has ended and will not bill you again; the connections it added that you had not used were removed.`;

/**
 * The receipt of a refund, queued in the transaction that reversed the purchase (reversal.ts), so
 * the buyer hears of it exactly once, whichever path gave the money back.
 */
export async function queueRefundReceipt(tx: Db, receipts: Receipts, order: MemberOrder, on: Date) {
  const buyer = await buyerOf(tx, order.userId);
  if (!buyer) return;
  const amount = formatCents(order.amountCents);
  const card = order.cardLast4 ? `the card ending in ${order.cardLast4}` : 'the card that paid';
  const by = BY[order.refundedBy ?? ''] ?? '';
  await receipts.mail.enqueue(
    buttonMail(
      'refund-receipt',
      buyer.email,
      `Your Right One refund: ${amount}`,
      [
        `Hi ${buyer.firstName}, your payment has been refunded in full${by ? ` ${by}` : ''}. Please keep this email as your receipt.`,
        `${productName(order)}: ${amount} refunded.`,
        `Refunded on ${longDate.format(on)} to ${card}. Reference ${order.id}. Banks usually show a refund within 5 to 10 business days.`,
        takenBack(order),
        `Questions about this refund? Write to us from the Help page: ${receipts.appUrl}${paths.help}`,
      ],
      'Open your dashboard',
      receipts.appUrl + paths.dashboard,
    ),
    tx,
  );
}
