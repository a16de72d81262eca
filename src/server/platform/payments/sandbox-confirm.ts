import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { orders } from '#server/db/schema.js';
import type {
  CardDetails,
  PaymentEvent,
  SandboxAction,
  SandboxConfirmer,
  SandboxOutcome,
} from './port.js';
import { cardColumns, cardOfOrder } from './order-card.js';
import { SandboxStateError } from './port.js';
import {
  AUTHENTICATION_FAILED,
  cardDetails,
  isExpired,
  outcomeForNumber,
  outcomeForSaved,
  type CardOutcome,
} from './sandbox-cards.js';

type Order = typeof orders.$inferSelect;

const eventId = () => `evt_sb_${randomBytes(12).toString('base64url')}`;

/** One month on from `from`, as Stripe bills monthly plans. */
export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The events Stripe would send for this paid order: the intent, or the subscription's invoice. */
function successEvents(
  order: Order,
  paymentIntentId: string,
  card: CardDetails | null,
  now: Date,
): PaymentEvent[] {
  if (order.kind === 'subscription' && order.providerSubscriptionId)
    return [
      {
        type: 'invoice.paid',
        eventId: eventId(),
        invoiceId: `in_sb_${paymentIntentId}`,
        subscriptionId: order.providerSubscriptionId,
        amountCents: order.amountCents,
        currency: order.currency,
        periodEnd: addOneMonth(now),
        card,
      },
    ];
  return [
    {
      type: 'payment.succeeded',
      eventId: eventId(),
      paymentIntentId,
      amountCents: order.amountCents,
      currency: order.currency,
      card,
    },
  ];
}

export function createSandboxConfirmer(
  db: Db,
  verifySecret: (intentId: string, secret: string) => boolean,
): SandboxConfirmer {
  const setState = (order: Order, state: Partial<Order>) =>
    db
      .update(orders)
      .set({ ...state, updatedAt: new Date() })
      .where(eq(orders.id, order.id));

  /** The outcome of the card given, and its public details. */
  async function cardOutcome(
    order: Order,
    action: SandboxAction,
    now: Date,
  ): Promise<{ outcome: CardOutcome; card: CardDetails | null }> {
    if ('card' in action) {
      const card = cardDetails(action.card.number, action.card.expiry);
      if (isExpired(card, now))
        return { outcome: { kind: 'declined', message: 'Your card has expired.' }, card };
      return { outcome: outcomeForNumber(action.card.number), card };
    }
    if ('paymentMethodId' in action) {
      const savedOrderId = /^pm_sb_([0-9a-f-]{36})$/.exec(action.paymentMethodId)?.[1];
      // (An order with no member left is a deleted account's: it has no saved card to offer.)
      const [saved] =
        savedOrderId && order.userId
          ? await db
              .select()
              .from(orders)
              .where(
                and(
                  eq(orders.id, savedOrderId),
                  eq(orders.userId, order.userId),
                  eq(orders.providerStatus, 'succeeded'),
                ),
              )
          : [];
      const card = saved ? cardOfOrder(saved) : null;
      if (!card) throw new SandboxStateError('That saved card was not found.');
      if (isExpired(card, now))
        return { outcome: { kind: 'declined', message: 'Your card has expired.' }, card };
      return { outcome: outcomeForSaved(card.last4), card };
    }
    if (order.providerStatus !== 'requires_action')
      throw new SandboxStateError('This payment is not waiting for a confirmation step.');
    return {
      outcome:
        action.authenticate === 'complete'
          ? { kind: 'succeeds' }
          : { kind: 'declined', message: AUTHENTICATION_FAILED },
      card: cardOfOrder(order),
    };
  }

  return {
    async confirm(paymentIntentId, clientSecret, action): Promise<SandboxOutcome | null> {
      if (!verifySecret(paymentIntentId, clientSecret)) return null;
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.providerPaymentId, paymentIntentId), eq(orders.provider, 'sandbox')));
      if (!order) return null;
      // A second click, or a retry after a lost answer: the payment happened once, say so again.
      if (order.providerStatus === 'succeeded')
        return { status: 'succeeded', message: null, events: [] };
      if (order.status === 'canceled')
        throw new SandboxStateError('This payment was canceled. Please start again.');
      const now = new Date();
      const { outcome, card } = await cardOutcome(order, action, now);
      const cardState = cardColumns(card);
      if (outcome.kind === 'declined') {
        // As with Stripe, a declined intent can be paid again with another card.
        await setState(order, { providerStatus: 'requires_payment_method' });
        return { status: 'declined', message: outcome.message, events: [] };
      }
      if (outcome.kind === 'requires_action') {
        await setState(order, { providerStatus: 'requires_action', ...cardState });
        return { status: 'requires_action', message: null, events: [] };
      }
      await setState(order, { providerStatus: 'succeeded', ...cardState });
      return {
        status: 'succeeded',
        message: null,
        events: successEvents(order, paymentIntentId, card, now),
      };
    },
  };
}
