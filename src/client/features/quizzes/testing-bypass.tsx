import { FlaskConical } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { paths } from '#shared/page-urls';
import { demoSignInFailure, useSignInDemoPersona, useDemoWorld } from '../../lib/demo-mode';

/**
 * The spec's two testing-only bypass buttons on the EQ results page: straight to the dashboard
 * as a demo member, the newcomer or the Premium one. Demo mode only (`npm run demo`, which
 * production refuses): elsewhere /api/demo is a 404 and nothing renders. The buttons sign in for
 * real, so the dashboard shows a real account, not a pretend one.
 */
export function TestingBypass() {
  const navigate = useNavigate();
  const world = useDemoWorld();
  const demoSignIn = useSignInDemoPersona(() => navigate(paths.dashboardAlias));
  if (!world) return null;
  const go = (key: 'newcomer' | 'premium') =>
    demoSignIn.mutate(
      world.personas.find((p) => p.key === key)!,
      {
        onError: (err) => toast.error(...demoSignInFailure(err)),
      },
    );
  const busyAs = demoSignIn.isPending ? demoSignIn.variables?.key : undefined;
  return (
    <div className="flex flex-col gap-3 rounded-card border border-dashed border-warning-soft-foreground/40 bg-warning-soft p-5 text-warning-soft-foreground">
      <p className="flex items-center gap-2 text-sm font-bold">
        <FlaskConical className="size-4" aria-hidden="true" />
        Testing only: shown in demo mode
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" loading={busyAs === 'newcomer'} onClick={() => go('newcomer')}>
          Bypass to Dashboard
        </Button>
        <Button variant="outline" loading={busyAs === 'premium'} onClick={() => go('premium')}>
          Bypass to Dashboard (Premium)
        </Button>
      </div>
    </div>
  );
}
