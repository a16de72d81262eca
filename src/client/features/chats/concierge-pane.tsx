import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HandHeart } from 'lucide-react';
import type { MyConcierge } from '#shared/contracts/concierge';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { Checkbox } from '../../ui/checkbox';
import { IconBadge } from '../../ui/icon-badge';
import { myConciergeQuery, useShareWithConcierge, useWriteToConcierge } from './api';
import { ConciergeThread } from './concierge-thread';
import { ThreadHeader } from './thread-header';

export const CONCIERGE_ID = 'concierge';
export const CONCIERGE_NAME = 'Your Concierge';

/** The concierge's picture: a hand holding a heart, a person looking out for you. */
export const ConciergeAvatar = ({ size }: { size: 10 | 11 }) => (
  <IconBadge icon={HandHeart} size={size} className="shrink-0" />
);

/** The line under the name: who they are, or that one is on the way. */
export const conciergeAbout = (c: MyConcierge['concierge']) =>
  c ? `${c.firstName} · a person on our team` : 'Being assigned';

/** The conversation refetches when either side writes (a nudge) and after every reconnect. */
function useLiveConcierge() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: myConciergeQuery.queryKey });
  useRealtimeEvent('concierge_message.created', refresh);
  useRealtimeReconnect(refresh);
  return useQuery(myConciergeQuery);
}

/** The member's choice of what their concierge may read, said plainly, changed at any time. */
function SharingChoice({ mine }: { mine: MyConcierge }) {
  const share = useShareWithConcierge();
  const who = mine.concierge?.firstName ?? 'my concierge';
  return (
    <div className="flex flex-col gap-2 border-b border-border bg-surface-muted/50 p-3 text-sm">
      {!mine.concierge && (
        <p className="text-fg">
          We’ll introduce your concierge by email as soon as one is assigned. You can write already:
          they will read your messages first.
        </p>
      )}
      <div className="flex items-start gap-2">
        <Checkbox
          id="concierge-sharing"
          checked={mine.sharing}
          disabled={share.isPending}
          onCheckedChange={(checked) => share.mutate(checked === true)}
          aria-describedby="concierge-sharing-hint"
        />
        <label htmlFor="concierge-sharing" className="cursor-pointer font-semibold text-fg">
          Let {who} see my reports, questionnaire and matches
        </label>
      </div>
      <p id="concierge-sharing-hint" className="text-muted">
        Without this, your concierge sees only your first name, your plan and this conversation. You
        can change it at any time.
      </p>
    </div>
  );
}

/** "Your Concierge": a person who reads your messages, introduces people and follows up dates. */
export function ConciergePane() {
  const mine = useLiveConcierge();
  const write = useWriteToConcierge();
  const concierge = mine.data?.concierge ?? null;
  return (
    <section
      aria-label={`Conversation with ${CONCIERGE_NAME}`}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ThreadHeader
        avatar={<ConciergeAvatar size={10} />}
        title={CONCIERGE_NAME}
        about={conciergeAbout(concierge)}
      />
      <ConciergeThread
        viewer="member"
        messages={mine.data?.messages}
        loading={mine.isPending}
        failedToLoad={mine.isError}
        onSend={(text) => write.mutate(text)}
        sending={write.isPending}
        error={write.error?.message ?? null}
        onRetry={write.variables ? () => write.mutate(write.variables) : undefined}
      >
        {mine.data && <SharingChoice mine={mine.data} />}
      </ConciergeThread>
    </section>
  );
}
