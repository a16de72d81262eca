import { useState, type FormEvent } from 'react';
import { sandboxCard } from '../../../shared/contracts/billing';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { confirmSandboxPayment, type SandboxAction } from './api';
import { AuthenticationDialog } from './authentication-dialog';
import { CardFields, type CardErrors, type CardInput } from './card-fields';
import { FormError } from './form-error';
import type { PaymentFormProps } from './payment-form-props';
import { PAYMENT_MESSAGES } from './payment-messages';
import { NEW_CARD, SavedCardChoice } from './saved-card-choice';
import { TestCardsNote } from './test-cards-note';

/** Field errors from the same schema the server checks the card with. */
function cardErrors(card: CardInput): CardErrors {
  const result = sandboxCard.safeParse(card);
  if (result.success) return {};
  const errors: CardErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path[0] as keyof CardInput] ??= issue.message;
  return errors;
}

const failureText = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500
    ? err.message
    : PAYMENT_MESSAGES.processingFailed;

/** The built-in provider's card form: Stripe's test cards, saved cards, the extra confirmation step. */
export function SandboxCardForm({
  session,
  submitLabel,
  amount,
  savedCards = [],
  onPaid,
}: PaymentFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [method, setMethod] = useState(savedCards[0]?.id ?? NEW_CARD);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);

  async function confirm(action: SandboxAction, declinedText?: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await confirmSandboxPayment(session, action);
      if (result.status === 'succeeded') return onPaid(result.paymentIntentId);
      setAuthenticating(result.status === 'requires_action');
      if (result.status === 'declined')
        setError(declinedText ?? result.message ?? PAYMENT_MESSAGES.failed);
    } catch (err) {
      setAuthenticating(false);
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (method !== NEW_CARD) return void confirm({ paymentMethodId: method });
    const found = cardErrors(card);
    setErrors(found);
    if (Object.keys(found).length === 0) void confirm({ card });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Payment details">
      <TestCardsNote />
      {savedCards.length > 0 && (
        <SavedCardChoice cards={savedCards} value={method} disabled={busy} onChange={setMethod} />
      )}
      {method === NEW_CARD && (
        <CardFields value={card} errors={errors} disabled={busy} onChange={setCard} />
      )}
      <FormError message={error} />
      <Button type="submit" size="lg" loading={busy} className="w-full">
        {busy ? 'Processing...' : submitLabel}
      </Button>
      <AuthenticationDialog
        open={authenticating}
        amount={amount}
        busy={busy}
        onAnswer={(answer) =>
          void confirm({ authenticate: answer }, PAYMENT_MESSAGES.actionRequired)
        }
      />
    </form>
  );
}
