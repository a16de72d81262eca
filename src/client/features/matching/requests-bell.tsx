import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { chatUrl } from '../../../shared/page-urls';
import { useRealtimeConnection, useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { badgeCount } from '../../ui/badge-count';
import { toast } from '../../ui/toast';
import { incomingRequestsQuery, matchesQuery } from './api';
import type { MemberMenuType } from './matches-section';
import { RequestsDialog } from './requests-dialog';

/**
 * The header's bell: pending chat requests, kept live over the realtime socket. Events only say
 * that something changed; the lists are read again from the server, and after a reconnect
 * everything is, so nothing sent while offline is missed.
 */
export function RequestsBell({ MemberMenu }: { MemberMenu?: MemberMenuType }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const incoming = useQuery(incomingRequestsQuery);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: incomingRequestsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey });
  };
  useRealtimeConnection(true);
  useRealtimeReconnect(refresh);
  useRealtimeEvent('chat_request.created', () => {
    toast.success('New Chat Request', {
      description: 'You received a chat request.',
      duration: 5000,
    });
    refresh();
  });
  useRealtimeEvent('chat_request.updated', (event) => {
    if (event.status === 'accepted')
      toast.success('Chat Request Accepted', {
        description: 'Your chat request was accepted. Opening chat...',
      });
    refresh();
  });
  // A conversation opened (the member's request was accepted, or they accepted one): open it.
  useRealtimeEvent('chat_session.created', (event) => void navigate(chatUrl(event.sessionId)));

  const count = incoming.data?.requests.length ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={count ? `Chat requests: ${count} waiting` : 'Chat requests'}
        className="relative grid size-10 cursor-pointer place-items-center rounded-full text-fg transition-colors duration-150 hover:bg-surface-muted"
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.7rem] font-bold text-primary-foreground"
          >
            {badgeCount(count)}
          </span>
        )}
      </button>
      <RequestsDialog open={open} onOpenChange={setOpen} MemberMenu={MemberMenu} />
    </>
  );
}
