import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { chatUrl } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { incomingRequestsQuery, useAnswerChatRequest } from './api';
import { MemberAvatar } from '../../ui/member-avatar';
import type { MemberMenuType } from './matches-section';

/** Chat requests waiting for the member's answer: accept opens a chat, decline lets them ask again. */
export function RequestsDialog({
  open,
  onOpenChange,
  MemberMenu,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Unmatch and Block for a sender (the safety feature's, passed in by the layout). */
  MemberMenu?: MemberMenuType;
}) {
  const navigate = useNavigate();
  const incoming = useQuery(incomingRequestsQuery);
  const answer = useAnswerChatRequest();
  const reply = (id: string, choice: 'accept' | 'decline') =>
    answer.mutate(
      { id, choice },
      {
        // Accepting opens the new conversation (the bell's realtime handler does the same).
        onSuccess: ({ sessionId }) => {
          if (!sessionId) return;
          onOpenChange(false);
          void navigate(chatUrl(sessionId));
        },
      },
    );
  const requests = incoming.data?.requests ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Chat Requests" description="Matches who would like to talk with you.">
        {incoming.isPending ? (
          <p className="text-muted" role="status">
            Loading requests...
          </p>
        ) : requests.length === 0 ? (
          <p className="text-muted">No chat requests right now.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {requests.map((request) => {
              const busy = answer.isPending && answer.variables.id === request.id;
              return (
                <li
                  key={request.id}
                  className="flex flex-wrap items-center gap-3 rounded-control border border-border p-3"
                >
                  <MemberAvatar
                    name={request.sender.name}
                    avatarUrl={request.sender.avatarUrl}
                    className="size-11 text-lg"
                    soft
                  />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <p className="truncate font-semibold text-fg">{request.sender.name}</p>
                    <p className="text-sm text-muted">
                      {request.sender.emotionalType ?? 'Emotional type not set'}
                    </p>
                  </div>
                  <div className="flex basis-full justify-end gap-2 sm:basis-auto">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => reply(request.id, 'decline')}
                      aria-label={`Decline ${request.sender.name}`}
                    >
                      <X className="size-4" aria-hidden="true" />
                      Decline
                    </Button>
                    <Button
                      size="sm"
                      loading={busy}
                      onClick={() => reply(request.id, 'accept')}
                      aria-label={`Accept ${request.sender.name}`}
                    >
                      <Check className="size-4" aria-hidden="true" />
                      Accept
                    </Button>
                    {MemberMenu && (
                      <MemberMenu userId={request.sender.userId} name={request.sender.name} />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
