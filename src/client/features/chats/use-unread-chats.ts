import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { conversationsQuery } from './api';

/**
 * Unread messages across all of the member's conversations, kept live (the sidebar's badge).
 * Only asked for a member who may chat: everyone else's answer would be the Premium offer.
 */
export function useUnreadChats(mayChat: boolean): number {
  const queryClient = useQueryClient();
  const list = useQuery({ ...conversationsQuery, enabled: mayChat });
  const refresh = () => {
    if (mayChat) void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
  };
  useRealtimeEvent('chat_message.created', refresh);
  useRealtimeEvent('chat_message.read', refresh);
  useRealtimeReconnect(refresh);
  return list.data?.conversations.reduce((sum, c) => sum + c.unread, 0) ?? 0;
}
