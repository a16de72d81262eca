import { useEffect, useRef } from 'react';
import type { Conversation } from '#shared/contracts/chats';
import { firstNameOf } from '#shared/domain/accounts';
import { MemberAvatar } from '../../ui/member-avatar';
import { useMarkConversationRead } from './api';
import { Composer, type ComposerHandle } from './composer';
import { aboutLine } from './conversation-list';
import { RevealCard } from './reveal-card';
import { RevealIdentityButton } from './reveal-identity';
import { ConversationStarters, isQuiet } from './starters';
import { ThreadBody } from './thread-body';
import { useThreadExtensions } from './thread-extensions';
import { VerifiedBadge } from '../../ui/verified-badge';
import { ThreadHeader } from './thread-header';
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
  const { DateCard, HeaderActions } = useThreadExtensions();
  // What is on screen is read: the newest message from the other member, once.
  const newestFromThem = thread.messages.findLast((m) => m.senderId !== userId)?.id;
  const { mutate } = useMarkConversationRead(sessionId);
  const composer = useRef<ComposerHandle>(null);
  const offerStarters =
    !conversation.memberLeft && !thread.loading && !thread.failedToLoad && isQuiet(thread.messages);
  useEffect(() => {
    if (newestFromThem) mutate(newestFromThem);
  }, [newestFromThem, mutate]);

  return (
    <section
      aria-label={`Conversation with ${other.name}`}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ThreadHeader
        avatar={
          <MemberAvatar name={other.name} avatarUrl={other.avatarUrl} className="size-10" soft />
        }
        title={other.name}
        badge={other.verified && <VerifiedBadge className="shrink-0" />}
        about={aboutLine(other)}
        actions={
          !conversation.memberLeft && (
            <>
              {HeaderActions && (
                <HeaderActions
                  sessionId={sessionId}
                  otherId={other.userId}
                  otherName={other.name}
                />
              )}
              <RevealIdentityButton
                sessionId={sessionId}
                otherName={other.name}
                status={conversation.identityReveal}
              />
            </>
          )
        }
      />
      <ThreadBody
        loading={thread.loading}
        failedToLoad={thread.failedToLoad}
        messages={thread.messages}
        userId={userId}
        seenId={conversation.theirLastRead}
        hasOlder={thread.hasOlder}
        onLoadOlder={thread.loadOlder}
        onRetry={thread.retry}
        renderCard={(m) =>
          m.kind === 'identity_reveal' ? (
            <RevealCard
              message={m}
              mine={m.senderId === userId}
              otherName={other.name}
              status={conversation.identityReveal}
            />
          ) : DateCard ? (
            <DateCard message={m} userId={userId} otherName={other.name} />
          ) : null
        }
      />
      {offerStarters && (
        <ConversationStarters
          sessionId={sessionId}
          onPick={(text) => composer.current?.fill(text)}
        />
      )}
      <p aria-live="polite" className="h-5 px-4 text-xs text-muted">
        {otherTyping && `${firstNameOf(other.name)} is typing...`}
      </p>
      {conversation.memberLeft ? (
        <p className="border-t border-border p-4 text-center text-sm text-muted">
          This member deleted their account. Your conversation stays here for you to read.
        </p>
      ) : (
        <Composer
          ref={composer}
          onSend={(text) => void thread.send(text)}
          onTyping={typing}
          error={thread.sendError}
        />
      )}
    </section>
  );
}
