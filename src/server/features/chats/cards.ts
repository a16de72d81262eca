import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '#shared/contracts/chats.js';
import type { Db } from '#server/db/connect.js';
import { chatMessages } from '#server/db/schema.js';

/** A card another feature shows in a conversation: a date request or an identity reveal. */
export interface ChatCard {
  sessionId: string;
  senderId: string;
  kind: Exclude<ChatMessage['kind'], 'text'>;
  /** What the conversation list and notifications show for it. */
  content: string;
  payload: Record<string, unknown>;
}

/**
 * Posts a card in the caller's transaction (chats owns the messages table; the card's feature
 * decides when), so the card commits with the change it shows. Returns its id, for the nudge.
 */
export async function postCard(tx: Db, card: ChatCard): Promise<string> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ id: randomUUID(), ...card })
    .returning({ id: chatMessages.id });
  return row!.id;
}
