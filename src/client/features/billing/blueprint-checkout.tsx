import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatCents } from '#shared/domain/pricing';
import { billingApi } from '#shared/contracts/billing-api';
import { isApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { blueprintIntentQuery } from './api';
import { BlueprintSummary } from './blueprint-summary';
import { CheckoutNotice } from './checkout-notice';
import { FormError } from './form-error';
import { InitializingPayment, PaymentForm } from './payment-form';
import { PromoCodeField, type AppliedPromo } from './promo-code-field';
import { SecureNote } from './secure-note';
import { paymentSuccessPath } from './success-link';
import { paths, dashboardSection } from '#shared/page-urls';

/** 'Invalid Payment Link' (docs/product-rules.md §2): also what a link naming no real account gets. */
export function InvalidPaymentLink() {
  return (
    <CheckoutNotice
      icon={Link2Off}
      title="Invalid Payment Link"
      action={
        <Button asChild>
          <Link to={paths.quiz}>Take the Quiz</Link>
        </Button>
      }
    >
      Please complete the quiz first to access this page.
    </CheckoutNotice>
  );
}

/** /blueprint-payment: the Premium Blueprint checkout for the account the link names. */
export function BlueprintCheckout({ email, userId }: { email: string; userId: string }) {
  const emailId = useId();
  const navigate = useNavigate();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const promoCode = promo?.code ?? null;
  // Applying or removing a promo re-creates the intent and re-mounts the form (docs/product-rules.md §5).
  const intent = useQuery(blueprintIntentQuery({ email, userId, promoCode }));
  const failure = isApiError(intent.error, billingApi.blueprintIntent) ? intent.error : null;
  if (failure?.code === 'INVALID_PAYMENT_LINK') return <InvalidPaymentLink />;
  if (failure?.code === 'ALREADY_PURCHASED')
    return (
      <CheckoutNotice
        icon={CircleCheck}
        title="You already have the Premium Blueprint"
        action={
          <Button asChild>
            <Link to={dashboardSection('reports')}>Go to your reports</Link>
          </Button>
        }
      >
        {failure.message}
      </CheckoutNotice>
    );

  const session = intent.data;
  const total = session ? formatCents(session.amountCents) : null;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-start lg:gap-8 lg:py-14">
      <header className="flex flex-col gap-2 lg:col-span-2">
        <h1 className="font-display text-3xl font-semibold text-balance text-fg sm:text-4xl">
          Unlock your Compatibility Blueprint
        </h1>
        <p className="max-w-prose text-muted">
          Check your order, then pay securely. Your reports start opening the moment the payment
          goes through.
        </p>
      </header>
      <BlueprintSummary pricing={session ?? null} promoCode={session?.promoCode ?? null} />
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <h2 className="text-lg font-bold text-fg">Payment</h2>
        <Field label="Email" htmlFor={emailId} hint="Your receipt and reports go to this account.">
          <Input id={emailId} type="email" value={email} readOnly />
        </Field>
        <PromoCodeField
          product="blueprint"
          applied={promo}
          onApply={setPromo}
          onRemove={() => setPromo(null)}
          disabled={intent.isFetching}
        />
        {intent.isPending ? (
          <InitializingPayment />
        ) : intent.isError ? (
          <div className="flex flex-col gap-3">
            <FormError message={`Failed to initialize payment: ${intent.error.message}`} />
            <Button
              variant="outline"
              onClick={() =>
                failure?.code === 'INVALID_PROMO' ? setPromo(null) : void intent.refetch()
              }
            >
              {failure?.code === 'INVALID_PROMO' ? 'Continue without the code' : 'Try again'}
            </Button>
          </div>
        ) : (
          <PaymentForm
            key={intent.data.clientSecret}
            session={intent.data}
            amount={total!}
            submitLabel={`Complete Payment - ${total}`}
            returnUrl={`${window.location.origin}${paymentSuccessPath({ ...intent.data, userId, email })}`}
            onPaid={(paymentIntentId) =>
              void navigate(paymentSuccessPath({ ...intent.data, paymentIntentId, userId, email }))
            }
          />
        )}
        <SecureNote provider={session?.provider} />
      </Card>
    </div>
  );
}
