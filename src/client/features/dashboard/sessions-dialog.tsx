import { useQuery } from '@tanstack/react-query';
import { Laptop, Smartphone } from 'lucide-react';
import type { SignedInSession } from '#shared/contracts/sessions';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';
import { sessionsQuery, useEndOtherSessions, useEndSession } from './api';
import { deviceLabel } from '#shared/domain/device-label';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const isPhone = (label: string) => /iPhone|Android/.test(label);

/**
 * 'Signed-in devices' from the account menu: where the account is signed in, and signing out
 * there. Ending a session signs that browser out at once, live connection included.
 */
export function SessionsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useQuery({ ...sessionsQuery, enabled: open });
  const endSession = useEndSession();
  const endOtherSessions = useEndOtherSessions();
  const others = list.data?.sessions.filter((s) => !s.current) ?? [];

  function endOne(s: SignedInSession) {
    endSession.mutate(s.id, {
      onSuccess: () =>
        toast.success('Signed out', { description: `${deviceLabel(s.userAgent)} is signed out.` }),
      onError: (e) => toast.error('Could not sign out', { description: e.message }),
    });
  }
  function endOthers() {
    endOtherSessions.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast.success('Signed out everywhere else', {
          description: `${ended} other ${ended === 1 ? 'device is' : 'devices are'} signed out.`,
        }),
      onError: (e) => toast.error('Could not sign out', { description: e.message }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Signed-in devices"
        description="Where your account is signed in. Sign out anywhere you do not recognize, then change your password."
      >
        {list.isPending && <Skeleton className="h-20 w-full" />}
        {list.isError && (
          <p role="alert" className="text-sm text-danger">
            Your devices could not be loaded. Please try again.
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {list.data?.sessions.map((s) => {
            const label = deviceLabel(s.userAgent);
            const Icon = isPhone(label) ? Smartphone : Laptop;
            return (
              <li
                key={s.id}
                className="flex items-center gap-3 rounded-control border border-border p-3"
              >
                <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
                <div className="flex min-w-0 flex-1 flex-col text-sm">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                    {label}
                    {s.current && <Badge variant="accent">This device</Badge>}
                  </span>
                  <span className="text-muted">
                    Active {when(s.lastActiveAt)}
                    {s.ipAddress ? ` · ${s.ipAddress}` : ''}
                  </span>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Sign out ${label}, active ${when(s.lastActiveAt)}`}
                    loading={endSession.isPending && endSession.variables === s.id}
                    onClick={() => endOne(s)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {others.length > 0 && (
          <Button
            variant="outline"
            className="mt-2"
            loading={endOtherSessions.isPending}
            onClick={endOthers}
          >
            Sign out everywhere else
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
