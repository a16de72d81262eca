import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PaymentSuccess, checkoutOfSuccessLink } from '../../features/billing';
import { PublicShell } from '../../features/landing';
import { ThemeToggle } from '../../features/theme';
import { sessionQuery } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';

/** /payment-success?payment_intent=... (docs/product-rules.md §2); Stripe's redirects land here too. */
export default function PaymentSuccessPage() {
  const { data: user } = useQuery(sessionQuery);
  const [params] = useSearchParams();
  usePageTitle('Payment · Right One');

  return (
    <PublicShell user={user ?? null} themeToggle={<ThemeToggle />}>
      <div className="px-4">
        <PaymentSuccess
          paymentIntentId={params.get('payment_intent')}
          clientSecret={params.get('payment_intent_client_secret')}
          checkoutUrl={checkoutOfSuccessLink(params)}
        />
      </div>
    </PublicShell>
  );
}
