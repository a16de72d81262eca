import { useState } from 'react';
import type { PastDate } from '#shared/contracts/concierge-workspace';
import { CONCIERGE_MESSAGE_MAX } from '#shared/contracts/concierge';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useWriteToMember } from './api';
import { Failure } from './failure';

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** The member's dates that have taken place; a follow-up is a message that names its date. */
export function PastDates({
  memberId,
  firstName,
  dates,
}: {
  memberId: string;
  firstName: string;
  dates: PastDate[];
}) {
  const [asking, setAsking] = useState<PastDate | null>(null);
  const write = useWriteToMember(memberId);
  return (
    <Card className="flex flex-col gap-2 p-4">
      <h3 className="font-bold text-fg">Dates to follow up</h3>
      {dates.length ? (
        <ul className="flex flex-col gap-2">
          {dates.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-fg">
                With {d.withFirstName}, {dayOf(d.startsAt)}
              </span>
              {d.followedUp ? (
                <Badge variant="accent">Followed up</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    write.reset();
                    setAsking(d);
                  }}
                >
                  Follow up
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No dates have taken place yet.</p>
      )}
      <Dialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        {asking && (
          <ReasonDialog
            title={`Follow up the date with ${asking.withFirstName}`}
            description={`Your message goes into your conversation with ${firstName}.`}
            reasonLabel="Your message"
            reasonMax={CONCIERGE_MESSAGE_MAX}
            initialReason={`Hi ${firstName}, how was your date with ${asking.withFirstName}? I would love to hear how it went.`}
            confirmLabel="Send follow-up"
            confirmVariant="primary"
            pending={write.isPending}
            error={<Failure error={write.error} />}
            onConfirm={(body) =>
              write.mutate({ body, followUpOf: asking.id }, { onSuccess: () => setAsking(null) })
            }
          >
            Ask how it went, and offer what would help next.
          </ReasonDialog>
        )}
      </Dialog>
    </Card>
  );
}
