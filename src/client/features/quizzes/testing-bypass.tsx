import { FlaskConical } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { paths } from '../../../shared/page-urls';

/**
 * docs/product-rules.md §2's two testing-only bypass buttons: to the dashboard with a demo user whose
 * subscription is 'Bypass'. Safe to deploy (docs/security-rules.md, rule 25): outside production only; the page renders this
 * behind `import.meta.env.PROD`, which Vite replaces at build time, so a production bundle
 * does not contain it at all. The dashboard still requires a real session.
 */
export function TestingBypass() {
  const navigate = useNavigate();
  const go = (plan: 'Free' | 'Premium') =>
    void navigate(paths.dashboardAlias, { state: { demoUser: { subscription: 'Bypass', plan } } });
  return (
    <div className="flex flex-col gap-3 rounded-card border border-dashed border-warning-soft-foreground/40 bg-warning-soft p-5 text-warning-soft-foreground">
      <p className="flex items-center gap-2 text-sm font-bold">
        <FlaskConical className="size-4" aria-hidden="true" />
        Testing only: not shown in production builds
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => go('Free')}>
          Bypass to Dashboard
        </Button>
        <Button variant="outline" onClick={() => go('Premium')}>
          Bypass to Dashboard (Premium)
        </Button>
      </div>
    </div>
  );
}
