import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatMessage } from '#shared/contracts/chats';
import type { DateRequest } from '#shared/contracts/dates';
import { Skeleton } from '../../ui/skeleton';
import { dateRequestsQuery } from './api';
import { DateConfirmedCard } from './date-confirmed-card';
import { DateRequestCard } from './date-request-card';
import { ScheduleDateDialog } from './schedule-date-dialog';

export interface DateCardProps {
  message: ChatMessage;
  userId: string;
  /** The other member's name as this member may see it. */
  otherName: string;
}

/**
 * A date card in a conversation: the message says which request; the conversation's list of
 * requests (kept live by DateActions in the header) says where it stands now.
 */
export function DateCard({ message, userId, otherName }: DateCardProps) {
  const list = useQuery(dateRequestsQuery(message.sessionId));
  const [suggesting, setSuggesting] = useState<DateRequest | null>(null);
  const request = list.data?.dateRequests.find((r) => r.id === message.payload?.dateRequestId);
  if (!request)
    return list.isPending ? (
      <Skeleton className="h-32 w-full max-w-sm self-center" />
    ) : (
      <p className="self-center text-sm text-muted">This date request is no longer available.</p>
    );
  if (message.kind === 'date_confirmed')
    return (
      <DateConfirmedCard
        request={request}
        mine={message.senderId === userId}
        otherName={otherName}
      />
    );
  return (
    <>
      <DateRequestCard
        request={request}
        mine={request.proposerId === userId}
        otherName={otherName}
        onSuggestNew={setSuggesting}
      />
      <ScheduleDateDialog
        sessionId={message.sessionId}
        matchName={otherName}
        open={suggesting !== null}
        onOpenChange={(open) => !open && setSuggesting(null)}
        replaces={suggesting?.id}
      />
    </>
  );
}
