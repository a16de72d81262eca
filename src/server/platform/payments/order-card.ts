import type { orders } from '#server/db/schema.js';
import type { CardDetails } from './port.js';

type CardRow = Pick<
  typeof orders.$inferSelect,
  'cardBrand' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear'
>;

/** The card an order row recorded, or null when none paid it yet. */
export const cardOfOrder = (row: CardRow): CardDetails | null =>
  row.cardLast4
    ? {
        brand: row.cardBrand ?? 'card',
        last4: row.cardLast4,
        expMonth: row.cardExpMonth ?? 0,
        expYear: row.cardExpYear ?? 0,
      }
    : null;

/** The order columns that record a card (none when there is no card). */
export const cardColumns = (card: CardDetails | null): Partial<CardRow> =>
  card
    ? {
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
      }
    : {};
