import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { conversationsQuery } from './api';

/**
 * The member's conversations, kept live: refetched when a message arrives or is read, when a
 * conversation starts, and after a reconnect. The chat section and the sidebar's badge both use
 * it (a nudge heard by both restarts the one fetch: a fetch under way may have read the list
 * before the news was stored).
 * Only asked for a member who may chat: everyone else's answer would be the Premium offer.
 */
export function useLiveConversations(mayChat = true) {
  const queryClient = useQueryClient();
  const list = useQuery({ ...conversationsQuery, enabled: mayChat });
  const refresh = () => {
    if (mayChat) void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
  };
  useRealtimeEvent('chat_message.created', refresh);
  useRealtimeEvent('chat_message.read', refresh);
  useRealtimeEvent('chat_session.created', refresh);
  useRealtimeEvent('identity.changed', refresh);
  useRealtimeReconnect(refresh);
  return list;
}

/** Unread messages across all of the member's conversations (the sidebar's badge). */
export function useUnreadChats(mayChat: boolean): number {
  const list = useLiveConversations(mayChat);
  return list.data?.conversations.reduce((sum, c) => sum + c.unread, 0) ?? 0;
}
