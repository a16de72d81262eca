import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ownProfileQuery } from '../../lib/own-profile';
import { useRealtimeStatus } from '../../lib/realtime';
import { sessionQuery } from '../../lib/session';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StoredKeys, readStoredKeys } from './stored-keys';

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0 font-mono break-all text-fg">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The spec's developer state page, in demo mode only: what this browser knows right now (the
 * session, role, plan and credits as the server last said, the realtime connection, and the
 * keys pages stored here), for anyone exploring how the product behaves.
 */
export function DeveloperState() {
  const session = useQuery(sessionQuery).data;
  const profile = useQuery(ownProfileQuery).data;
  const realtime = useRealtimeStatus();
  const [stored, setStored] = useState(readStoredKeys);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-display text-3xl font-semibold text-fg">Developer state</h1>
          <p className="max-w-prose text-pretty text-muted">
            What this browser knows right now. Shown in demo mode only; the server decides
            everything shown here again on every request.
          </p>
        </div>
        <Button variant="outline" onClick={() => setStored(readStoredKeys())}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Read again
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Facts
          title="Session"
          rows={[
            ['User id', session?.id],
            ['Email', session?.email],
            ['Name', session?.name],
            ['Role', session?.role],
          ]}
        />
        <Facts
          title="Plan and credits"
          rows={[
            ['Plan', profile?.plan],
            ['Concierge plan', profile?.subscriptionPlan],
            ['Subscription', profile?.subscriptionStatus],
            ['Credits (matches_count)', profile?.matchesCount],
            ['Premium since', profile?.upgradedAt],
          ]}
        />
        <Facts title="Realtime" rows={[['Connection', realtime]]} />
        <StoredKeys stored={stored} />
      </div>
    </div>
  );
}
