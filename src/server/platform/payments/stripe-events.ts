import type Stripe from 'stripe';
import type { CardDetails, PaymentEvent } from './port.js';

/** A card payment method's public details. */
export const cardOf = (pm: Stripe.PaymentMethod | string | null | undefined): CardDetails | null =>
  pm && typeof pm !== 'string' && pm.card
    ? {
        brand: pm.card.brand,
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
      }
    : null;

const FAILED_INTENT = new Set(['requires_payment_method', 'canceled']);

/**
 * A verified Stripe event in our own shape. Payment intents are read again from Stripe, so a
 * late or out-of-order event acts on the intent's current state, never on a stale snapshot.
 * Events we do not act on give an empty list (and are still acknowledged).
 */
export async function eventsFromStripe(
  stripe: Stripe,
  event: Stripe.Event,
): Promise<PaymentEvent[]> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const pi = await stripe.paymentIntents.retrieve(event.data.object.id, {
        expand: ['payment_method'],
      });
      if (pi.status === 'succeeded') {
        const card = cardOf(pi.payment_method);
        return [
          {
            type: 'payment.succeeded',
            eventId: event.id,
            paymentIntentId: pi.id,
            amountCents: pi.amount_received,
            currency: pi.currency,
            card,
          },
        ];
      }
      if (FAILED_INTENT.has(pi.status))
        return [
          {
            type: 'payment.failed',
            eventId: event.id,
            paymentIntentId: pi.id,
            message: pi.last_payment_error?.message ?? 'Payment failed',
          },
        ];
      return [];
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const sub = invoice.parent?.subscription_details?.subscription;
      const subscriptionId = typeof sub === 'string' ? sub : sub?.id;
      if (!subscriptionId) return [];
      const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period.end));
      return [
        {
          type: 'invoice.paid',
          eventId: event.id,
          invoiceId: invoice.id ?? event.id,
          subscriptionId,
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          periodEnd: new Date(periodEnd * 1000),
          card: null,
        },
      ];
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const end = sub.items.data[0]?.current_period_end;
      return [
        {
          type: 'subscription.updated',
          eventId: event.id,
          subscriptionId: sub.id,
          status: sub.status,
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          periodEnd: end ? new Date(end * 1000) : null,
        },
      ];
    }
    // A partial refund is a gesture that leaves the purchase standing; a full one or a dispute
    // takes back what the payment granted.
    case 'charge.refunded':
    case 'charge.dispute.created': {
      const object = event.data.object;
      if (object.object === 'charge' && !object.refunded) return [];
      const intent = object.payment_intent;
      const paymentIntentId = typeof intent === 'string' ? intent : intent?.id;
      if (!paymentIntentId) return [];
      return [
        {
          type: 'payment.reversed',
          eventId: event.id,
          paymentIntentId,
          reason: event.type === 'charge.refunded' ? 'refund' : 'dispute',
        },
      ];
    }
    default:
      return [];
  }
}
