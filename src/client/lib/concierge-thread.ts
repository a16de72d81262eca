import type { ReactNode } from 'react';
import type { ConciergeMessage } from '#shared/contracts/concierge';

/**
 * What the conversation between a member and their concierge takes. The chats feature draws it
 * (the member's pane); the concierge's workspace gets that component from its page, so both
 * sides read the one shape from here.
 */
export interface ConciergeThreadProps {
  /** The one reading: their own messages sit on the right. */
  viewer: ConciergeMessage['author'];
  messages: ConciergeMessage[] | undefined;
  loading: boolean;
  failedToLoad: boolean;
  onSend: (text: string) => void;
  sending: boolean;
  error: string | null;
  /** Sends the message that failed again. */
  onRetry?: () => void;
  /** Shown above the messages (the member's sharing choice). */
  children?: ReactNode;
}
