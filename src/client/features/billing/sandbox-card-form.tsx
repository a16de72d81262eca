import { useState, type FormEvent } from 'react';
import { sandboxCard } from '#shared/contracts/billing';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { useConfirmSandboxPayment, type SandboxAction } from './api';
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
  const payment = useConfirmSandboxPayment(session, (result) => {
    if (result.status === 'succeeded') onPaid(result.paymentIntentId);
  });
  const busy = payment.isPending;
  const result = payment.data;
  const error = payment.isError
    ? failureText(payment.error)
    : result?.status === 'declined'
      ? (payment.variables?.declinedText ?? result.message ?? PAYMENT_MESSAGES.failed)
      : null;

  const confirm = (action: SandboxAction, declinedText?: string) =>
    payment.confirm({ action, declinedText });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (method !== NEW_CARD) return confirm({ paymentMethodId: method });
    const found = cardErrors(card);
    setErrors(found);
    if (Object.keys(found).length === 0) confirm({ card });
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
        open={
          result?.status === 'requires_action' ||
          (busy && 'authenticate' in payment.variables.action)
        }
        amount={amount}
        busy={busy}
        onAnswer={(answer) => confirm({ authenticate: answer }, PAYMENT_MESSAGES.actionRequired)}
      />
    </form>
  );
}
