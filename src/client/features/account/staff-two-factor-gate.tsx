import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardSection } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconHeading } from '../../ui/icon-badge';
import { Spinner } from '../../ui/spinner';
import { useTwoFactorStatus } from './api';

/**
 * The admin panel and the concierge workspace, once two-factor sign-in is on where the role
 * requires it (REQUIRE_STAFF_2FA, decision 0040). The server refuses every staff call before
 * then; this says why and where to turn it on, instead of a page of errors.
 */
export function StaffTwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  if (status.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner /> Loading...
      </p>
    );
  if (!status.data?.required || status.data.enabled) return children;
  return (
    <Card className="flex max-w-2xl flex-col gap-5 p-6">
      <IconHeading icon={ShieldCheck} title="Turn on two-factor sign-in first">
        Staff accounts open members’ private data, so they sign in with a password and a code from
        an authenticator app. It takes a minute in Settings; then come back here.
      </IconHeading>
      <Button asChild className="self-start">
        <Link to={dashboardSection('settings')}>Go to Settings</Link>
      </Button>
    </Card>
  );
}
