import { eq } from 'drizzle-orm';
import { firstNameOf } from '#shared/domain/accounts.js';
import { formatCents, planById, type PlanId } from '#shared/domain/pricing.js';
import { paths } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';
import type { CardDetails } from '#server/platform/payments/index.js';
import type { MemberOrder } from './order-lock.js';

/** Where receipts go out from: the mail outbox, with links to this server's pages. */
export interface Receipts {
  mail: MailPort;
  appUrl: string;
}

/** What one fulfilled payment took. */
export interface PaidPeriod {
  amountCents: number;
  card: CardDetails | null;
  /** The first payment of the order (a promo discounted it, if any). */
  first: boolean;
  /** A plan's paid-through date. */
  periodEnd?: Date;
}

export const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** What an order bought, as its mails name it. */
export const productName = (order: MemberOrder) =>
  order.kind === 'blueprint'
    ? 'Premium Blueprint Report'
    : `${planById(order.productId as PlanId).name} Concierge Plan`;

/** Where a payment mail goes and whom it greets; undefined when the profile is gone. */
export async function buyerOf(tx: Db, userId: string) {
  const [buyer] = await tx
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return buyer && { email: buyer.email, firstName: firstNameOf(buyer.fullName) || 'there' };
}

function receiptLines(order: MemberOrder, paid: PaidPeriod, firstName: string, appUrl: string) {
  const what = order.kind === 'blueprint' ? productName(order) : `${productName(order)}, one month`;
  const discount =
    paid.first && order.discountCents > 0
      ? ` (${formatCents(order.amountCents + order.discountCents)} less ${formatCents(order.discountCents)} with ${order.promoCode ?? 'a promo code'})`
      : '';
  const brand = paid.card && paid.card.brand.charAt(0).toUpperCase() + paid.card.brand.slice(1);
  const card = paid.card ? `${brand} ending in ${paid.card.last4}` : 'your card';
  return [
    `Hi ${firstName}, thank you for your payment. Please keep this email as your receipt.`,
    `${what}: ${formatCents(paid.amountCents)}${discount}.`,
    `Paid on ${longDate.format(new Date())} with ${card}. Reference ${order.id}.`,
    ...(paid.periodEnd
      ? [
          `Your plan renews on ${longDate.format(paid.periodEnd)}. You can cancel anytime from Billing; the month you paid for runs to its end.`,
        ]
      : []),
    `Changed your mind? Under our 30-day money-back guarantee, "Request a refund" on this purchase in Billing gives you the full amount back: ${appUrl}${paths.billing}`,
    `Questions about this payment? Write to us from the Help page: ${appUrl}${paths.help}`,
  ];
}

/**
 * The receipt of a fulfilled payment, queued in the transaction that fulfilled it: a payment is
 * granted and receipted together or not at all, and the outbox delivers it through SMTP outages.
 */
export async function queueReceipt(
  tx: Db,
  receipts: Receipts,
  order: MemberOrder,
  paid: PaidPeriod,
) {
  const buyer = await buyerOf(tx, order.userId);
  if (!buyer) return;
  await receipts.mail.enqueue(
    buttonMail(
      'payment-receipt',
      buyer.email,
      `Your Right One receipt: ${formatCents(paid.amountCents)}`,
      receiptLines(order, paid, buyer.firstName, receipts.appUrl),
      'Open your dashboard',
      receipts.appUrl + paths.dashboard,
    ),
    tx,
  );
}
