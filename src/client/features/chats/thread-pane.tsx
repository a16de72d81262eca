import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { chatsApi, type Conversation } from '../../../shared/contracts/chats';
import { firstNameOf } from '../../../shared/domain/accounts';
import { chatUrl } from '../../../shared/page-urls';
import { callApi } from '../../lib/api-client';
import { MemberAvatar } from '../../ui/member-avatar';
import { Spinner } from '../../ui/spinner';
import { conversationsQuery } from './api';
import { Composer } from './composer';
import { aboutLine } from './conversation-list';
import { MessageList } from './message-list';
import { useThread } from './use-thread';
import { useTyping } from './use-typing';

/** The open conversation: who it is with, the thread, and the composer. */
export function ThreadPane({
  conversation,
  userId,
}: {
  conversation: Conversation;
  userId: string;
}) {
  const { sessionId, with: other } = conversation;
  const thread = useThread(sessionId, userId);
  const { otherTyping, typing } = useTyping(sessionId, userId);
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: (messageId: string) =>
      callApi(chatsApi.read, { params: { sessionId }, body: { messageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey }),
  });
  // What is on screen is read: the newest message from the other member, once.
  const newestFromThem = thread.messages.findLast((m) => m.senderId !== userId)?.id;
  const { mutate } = markRead;
  useEffect(() => {
    if (newestFromThem) mutate(newestFromThem);
  }, [newestFromThem, mutate]);

  return (
    <section
      aria-label={`Conversation with ${other.name}`}
      className="flex min-h-0 flex-1 flex-col"
    >
      <header className="flex items-center gap-3 border-b border-border p-3">
        <Link
          to={chatUrl()}
          aria-label="Back to conversations"
          className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-muted md:hidden"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <MemberAvatar name={other.name} avatarUrl={other.avatarUrl} className="size-10" soft />
        <div className="flex min-w-0 flex-col">
          <h2 className="truncate font-semibold text-fg">{other.name}</h2>
          <p className="truncate text-xs text-muted">{aboutLine(other)}</p>
        </div>
      </header>
      {thread.loading ? (
        <div className="grid flex-1 place-items-center">
          <Spinner label="Loading messages" />
        </div>
      ) : thread.failedToLoad ? (
        <p role="alert" className="grid flex-1 place-items-center p-6 text-center text-danger">
          This conversation could not be loaded. Please try again.
        </p>
      ) : (
        <MessageList
          messages={thread.messages}
          userId={userId}
          seenId={conversation.theirLastRead}
          hasOlder={thread.hasOlder}
          onLoadOlder={thread.loadOlder}
          onRetry={thread.retry}
        />
      )}
      <p aria-live="polite" className="h-5 px-4 text-xs text-muted">
        {otherTyping && `${firstNameOf(other.name)} is typing...`}
      </p>
      <Composer
        onSend={(text) => void thread.send(text)}
        onTyping={typing}
        error={thread.sendError}
      />
    </section>
  );
}
