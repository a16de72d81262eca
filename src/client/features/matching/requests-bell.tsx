import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { chatUrl } from '#shared/page-urls';
import { useRealtimeConnection, useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { toast } from '../../ui/toast';
import { incomingRequestsQuery, matchesQuery } from './api';
import type { MemberMenuType } from './matches-section';
import { RequestsButton } from './requests-button';

/**
 * The header's bell (RequestsButton): pending chat requests, kept live over the realtime socket. Events only say
 * that something changed; the lists are read again from the server, and after a reconnect
 * everything is, so nothing sent while offline is missed.
 */
export function RequestsBell({ MemberMenu }: { MemberMenu?: MemberMenuType }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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

  return <RequestsButton MemberMenu={MemberMenu} />;
}
