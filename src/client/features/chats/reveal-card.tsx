import { ShieldCheck, UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import type { ChatMessage } from '#shared/contracts/chats';
import type { IdentityRevealStatus } from '#shared/domain/identity-reveal';
import { Button } from '../../ui/button';
import { ThreadCard } from '../../ui/thread-card';
import { RevealDialog } from './reveal-identity';

/**
 * An identity reveal in the thread: 'Identity Reveal Request' (the other member may confirm from
 * it) or 'Identity Revealed' once both agreed.
 */
export function RevealCard({
  message,
  mine,
  otherName,
  status,
}: {
  message: ChatMessage;
  mine: boolean;
  otherName: string;
  status: IdentityRevealStatus;
}) {
  const [open, setOpen] = useState(false);
  const confirmed = message.payload?.reveal === 'confirmation';
  const title = confirmed ? 'Identity Revealed' : 'Identity Reveal Request';
  const Icon = confirmed ? ShieldCheck : UserRoundSearch;
  const line = confirmed
    ? 'You can now see each other’s full name and photo.'
    : mine
      ? status === 'revealed'
        ? `You asked to reveal identities, and ${otherName} agreed.`
        : `You asked to reveal identities. Waiting for ${otherName} to confirm...`
      : `${otherName} would like to reveal identities: full names and clear photos, for both of you.`;
  return (
    <ThreadCard icon={Icon} title={title} side="both" highlight={confirmed}>
      <p className="text-sm">{line}</p>
      {!confirmed && !mine && status === 'requested_by_them' && (
        <>
          <Button size="sm" className="self-start" onClick={() => setOpen(true)}>
            Confirm Reveal
          </Button>
          <RevealDialog
            sessionId={message.sessionId}
            otherName={otherName}
            status={status}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      )}
    </ThreadCard>
  );
}
