import type { ChatMessage } from '#shared/contracts/chats.js';
import type { RealtimeEventOf } from '#shared/contracts/realtime.js';
import { firstNameOf } from '#shared/domain/accounts.js';

/**
 * The nudge for a new message or card in a conversation, told to both members (the sender's
 * other tabs show it too). It names the sender by first name only, whatever they have revealed.
 */
export const messageCreated = (
  sender: { id: string; name: string },
  sessionId: string,
  messageId: string,
  kind: ChatMessage['kind'],
): RealtimeEventOf<'chat_message.created'> => ({
  type: 'chat_message.created',
  sessionId,
  messageId,
  senderId: sender.id,
  senderFirstName: firstNameOf(sender.name),
  kind,
});
