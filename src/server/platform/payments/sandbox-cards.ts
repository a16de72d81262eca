import type { CardDetails } from './port.js';

/** Stripe's own test cards, with the outcome Stripe gives each (https://docs.stripe.com/testing). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
} as const;

export type CardOutcome =
  { kind: 'succeeds' } | { kind: 'requires_action' } | { kind: 'declined'; message: string };

export const DECLINED = 'Your card was declined.';
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const brandOf = (number: string) =>
  number.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(number)
      ? 'mastercard'
      : number.startsWith('3')
        ? 'amex'
        : 'card';

/** The card's public details (never the full number or the CVC). */
export function cardDetails(number: string, expiry: string): CardDetails {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  return {
    brand: brandOf(number),
    last4: number.slice(-4),
    expMonth: month!,
    expYear: 2000 + year!,
  };
}

/** True once the last day of the expiry month has passed. */
export function isExpired(card: CardDetails, now: Date): boolean {
  return now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 > card.expYear * 12 + card.expMonth;
}

/** What happens to a card number in the sandbox. */
export function outcomeForNumber(number: string): CardOutcome {
  if (!passesLuhn(number)) return { kind: 'declined', message: 'Your card number is incorrect.' };
  if (number === SANDBOX_CARDS.succeeds) return { kind: 'succeeds' };
  if (number === SANDBOX_CARDS.requiresAction) return { kind: 'requires_action' };
  if (number === SANDBOX_CARDS.declined) return { kind: 'declined', message: DECLINED };
  return {
    kind: 'declined',
    message:
      'Your card was declined. This is a test checkout: use a test card such as 4242 4242 4242 4242.',
  };
}

/** A saved card behaves as its test number did (saved cards come only from test cards). */
export function outcomeForSaved(last4: string): CardOutcome {
  if (last4 === SANDBOX_CARDS.succeeds.slice(-4)) return { kind: 'succeeds' };
  if (last4 === SANDBOX_CARDS.requiresAction.slice(-4)) return { kind: 'requires_action' };
  return { kind: 'declined', message: DECLINED };
}
