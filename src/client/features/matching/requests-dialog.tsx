import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { chatUrl } from '../../../shared/page-urls';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { chatRequestsApi } from '../../../shared/contracts/chat-requests';
import { callApi } from '../../lib/api-client';
import { incomingRequestsQuery, matchesQuery } from './api';
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const incoming = useQuery(incomingRequestsQuery);
  const answer = useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: 'accept' | 'decline' }) =>
      callApi(chatRequestsApi[choice], { params: { id } }),
    onSuccess: (result) => {
      // Accepting opens the new conversation (the bell's realtime handler does the same).
      if (result.sessionId) {
        onOpenChange(false);
        void navigate(chatUrl(result.sessionId));
      }
      void queryClient.invalidateQueries({ queryKey: incomingRequestsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey });
    },
    onError: (err) => toast.error('Error', { description: err.message }),
  });
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
                      onClick={() => answer.mutate({ id: request.id, choice: 'decline' })}
                      aria-label={`Decline ${request.sender.name}`}
                    >
                      <X className="size-4" aria-hidden="true" />
                      Decline
                    </Button>
                    <Button
                      size="sm"
                      loading={busy}
                      onClick={() => answer.mutate({ id: request.id, choice: 'accept' })}
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
