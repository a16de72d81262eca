import { createContext, useContext, type ComponentType } from 'react';
import type { ChatMessage } from '#shared/contracts/chats';

/**
 * What other features add to a conversation between members; the page passes them in, since
 * features do not import each other. Without them a thread still shows and sends text.
 */
export interface ThreadExtensions {
  /** A date card (a date_request or date_confirmed message). */
  DateCard?: ComponentType<{ message: ChatMessage; userId: string; otherName: string }>;
  /** Actions in the conversation's header (scheduling a date or a meeting, unmatch, block). */
  HeaderActions?: ComponentType<{ sessionId: string; otherId: string; otherName: string }>;
}

const Extensions = createContext<ThreadExtensions>({});
export const ThreadExtensionsProvider = Extensions.Provider;
export const useThreadExtensions = () => useContext(Extensions);
