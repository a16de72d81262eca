import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BlueprintCheckout, InvalidPaymentLink } from '../../features/billing';
import { PublicShell } from '../../features/landing';
import { ThemeToggle } from '../../features/theme';
import { sessionQuery } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';

/** /blueprint-payment?email=&userId= (docs/product-rules.md §2): the Premium Blueprint checkout. */
export default function BlueprintPaymentPage() {
  const { data: user } = useQuery(sessionQuery);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  const userId = params.get('userId')?.trim() ?? '';
  usePageTitle('Checkout · Right One');

  return (
    <PublicShell user={user ?? null} themeToggle={<ThemeToggle />}>
      {email && userId ? (
        <BlueprintCheckout email={email} userId={userId} />
      ) : (
        <div className="px-4">
          <InvalidPaymentLink />
        </div>
      )}
    </PublicShell>
  );
}
