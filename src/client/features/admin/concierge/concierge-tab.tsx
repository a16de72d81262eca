import { useState } from 'react';
import type { WaitingMember } from '#shared/contracts/concierge-workspace';
import { planById } from '#shared/domain/pricing';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Select } from '../../../ui/select';
import { QueueTab } from '../queue-tab';
import { useAssignConcierge, useConciergeDesk } from './api';

type Concierge = { id: string; name: string; members: number };

const since = (iso: string | null) =>
  iso
    ? `since ${new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`
    : '';

/** One waiting member, with a choice of concierge (the least-loaded first) and Assign. */
function WaitingRow({ member, concierges }: { member: WaitingMember; concierges: Concierge[] }) {
  const [conciergeId, setConciergeId] = useState(concierges[0]?.id ?? '');
  const assign = useAssignConcierge();
  const field = `assign-${member.id}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-fg">{member.name}</span>
        <span className="truncate text-sm text-muted">
          {member.email} · {planById(member.plan).name} plan {since(member.since)}
        </span>
      </div>
      {concierges.length > 0 && (
        <div className="flex items-center gap-2">
          <label htmlFor={field} className="sr-only">
            Concierge for {member.name}
          </label>
          <Select id={field} value={conciergeId} onChange={(e) => setConciergeId(e.target.value)}>
            {concierges.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.members})
              </option>
            ))}
          </Select>
          <Button
            loading={assign.isPending}
            onClick={() => assign.mutate({ memberId: member.id, conciergeId, name: member.name })}
          >
            Assign
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * The admin panel's Concierge tab: members whose plan runs but who have no concierge yet, and
 * the concierges with their loads. Someone becomes a concierge from the Users tab ('Make
 * Concierge'); the members waiting are then shared out at once.
 */
export function ConciergeTab() {
  const desk = useConciergeDesk();
  return (
    <QueueTab
      title="Concierge"
      query={desk}
      noun="concierge members"
      isEmpty={() => false}
      empty={null}
    >
      {({ waiting, concierges }) => (
        <>
          <section aria-labelledby="concierges-heading" className="flex flex-col gap-2">
            <h2 id="concierges-heading" className="text-xl font-bold text-fg">
              Concierges
            </h2>
            {concierges.length ? (
              <ul className="flex flex-wrap gap-2">
                {concierges.map((c) => (
                  <li
                    key={c.id}
                    className="rounded-full bg-surface-muted px-3 py-1 text-sm text-fg"
                  >
                    {c.name}: {c.members} {c.members === 1 ? 'member' : 'members'}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">
                Nobody is a concierge yet. Choose ‘Make Concierge’ for a team member in the Users
                tab: the members waiting are assigned to them at once.
              </p>
            )}
          </section>
          <section aria-labelledby="waiting-heading" className="flex flex-col gap-3">
            <h2 id="waiting-heading" className="text-xl font-bold text-fg">
              Waiting for a concierge ({waiting.length})
            </h2>
            {waiting.length ? (
              <ul className="flex flex-col gap-3">
                {waiting.map((m) => (
                  <li key={m.id}>
                    <WaitingRow member={m} concierges={concierges} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">Every member with a concierge plan has a concierge.</p>
            )}
          </section>
        </>
      )}
    </QueueTab>
  );
}
