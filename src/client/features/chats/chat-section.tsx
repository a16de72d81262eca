import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { chatsApi } from '#shared/contracts/chats';
import { isApiError } from '../../lib/api-client';
import { useRealtimeStatus } from '../../lib/realtime';
import { Card } from '../../ui/card';
import { cn } from '../../ui/class-names';
import { Spinner } from '../../ui/spinner';
import { myConciergeQuery } from './api';
import { ChatUpgrade } from './chat-upgrade';
import { CoachPane } from './coach-pane';
import { CONCIERGE_ID, ConciergePane } from './concierge-pane';
import { ConversationList } from './conversation-list';
import { ThreadExtensionsProvider, type ThreadExtensions } from './thread-extensions';
import { ThreadPane } from './thread-pane';
import { COACH_ID } from './use-coach';
import { useLiveConversations } from './use-unread-chats';

interface ChatSectionProps {
  user: { id: string; email: string };
  /** Cards and header actions other features add to a conversation. */
  extensions?: ThreadExtensions;
}

/**
 * The chat section: the conversations on the left, the open one (`?c=`) on the right. On a phone
 * they are two screens: the list, or the conversation with a way back.
 */
export function ChatSection({ user, extensions = {} }: ChatSectionProps) {
  const [params] = useSearchParams();
  const openId = params.get('c');
  const list = useLiveConversations();
  const live = useRealtimeStatus() === 'open';
  // A concierge plan includes the concierge, with or without Premium's chats (decision 0036).
  const mine = useQuery(myConciergeQuery).data;
  const concierge = mine?.included ? mine : null;

  if (
    list.error &&
    isApiError(list.error, chatsApi.conversations) &&
    list.error.code === 'PREMIUM_REQUIRED'
  )
    return (
      <div className="flex flex-col gap-6">
        {concierge && (
          <Card className="flex h-[32rem] flex-col overflow-hidden p-0">
            <ConciergePane />
          </Card>
        )}
        <ChatUpgrade email={user.email} userId={user.id} />
      </div>
    );
  if (list.isPending)
    return (
      <div className="grid place-items-center p-12">
        <Spinner label="Loading conversations" />
      </div>
    );
  if (list.error)
    return (
      <p role="alert" className="text-danger">
        {list.error.message}
      </p>
    );

  const open = list.data.conversations.find((c) => c.sessionId === openId) ?? null;
  const coachOpen = openId === COACH_ID;
  const conciergeOpen = openId === CONCIERGE_ID && concierge !== null;
  const paneOpen = open || coachOpen || conciergeOpen;
  return (
    <Card className="flex h-[calc(100dvh-10rem)] min-h-[28rem] overflow-hidden p-0">
      <aside
        aria-label="Chats"
        className={cn(
          'flex w-full flex-col border-border md:w-80 md:border-r',
          paneOpen && 'hidden md:flex',
        )}
      >
        <div className="flex items-center gap-2 border-b border-border p-4">
          <h2 className="font-bold text-fg">Messages</h2>
          <span
            className={cn('size-2.5 rounded-full', live ? 'bg-accent' : 'bg-border')}
            title={live ? 'Connected' : 'Connecting...'}
            aria-label={live ? 'Connected' : 'Connecting...'}
            role="status"
          />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          <ConversationList
            conversations={list.data.conversations}
            openId={openId}
            concierge={concierge}
          />
        </div>
      </aside>
      <div className={cn('min-w-0 flex-1 flex-col', paneOpen ? 'flex' : 'hidden md:flex')}>
        {coachOpen ? (
          <CoachPane userId={user.id} />
        ) : conciergeOpen ? (
          <ConciergePane />
        ) : open ? (
          <ThreadExtensionsProvider value={extensions}>
            <ThreadPane key={open.sessionId} conversation={open} userId={user.id} />
          </ThreadExtensionsProvider>
        ) : (
          <div className="grid flex-1 place-items-center p-8 text-center text-muted">
            <div className="flex flex-col items-center gap-3">
              <MessageCircle className="size-10" aria-hidden="true" />
              <p>Select a chat to start messaging</p>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
