import { CONCIERGE_MESSAGE_MAX, type ConciergeMessage } from '#shared/contracts/concierge';
import type { ConciergeThreadProps } from '../../lib/concierge-thread';
import { Composer } from './composer';
import { ThreadBody } from './thread-body';
import type { ThreadMessage } from './use-thread';

const asThread = (m: ConciergeMessage, viewer: ConciergeThreadProps['viewer']): ThreadMessage => ({
  id: m.id,
  sessionId: 'concierge',
  senderId: m.author === viewer ? viewer : 'other',
  content: m.body,
  kind: 'text',
  payload: null,
  createdAt: m.createdAt,
  status: 'sent',
});

// The whole conversation comes in one read, and a message shows only once it is stored.
const noOlder = async () => {};
const noRetry = () => {};

/**
 * A conversation between a member and their concierge, for either of them: the member's pane in
 * the chat page and the concierge's workspace (which the page hands this component to).
 */
export function ConciergeThread({
  viewer,
  messages = [],
  loading,
  failedToLoad,
  onSend,
  sending,
  error,
  onRetry,
  children,
}: ConciergeThreadProps) {
  return (
    <>
      {children}
      <ThreadBody
        loading={loading}
        failedToLoad={failedToLoad}
        messages={messages.map((m) => asThread(m, viewer))}
        userId={viewer}
        seenId={null}
        hasOlder={false}
        onLoadOlder={noOlder}
        onRetry={noRetry}
      />
      <Composer
        onSend={onSend}
        error={error}
        onRetry={onRetry}
        busy={sending}
        maxLength={CONCIERGE_MESSAGE_MAX}
      />
    </>
  );
}
