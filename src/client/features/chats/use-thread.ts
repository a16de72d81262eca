import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chatsApi, type ChatMessage } from '#shared/contracts/chats';
import { isApiError } from '../../lib/api-client';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { newestMessagesQuery, readMessagePage, useSendMessage } from './api';

export type DeliveryStatus = 'sending' | 'sent' | 'failed';
export interface ThreadMessage extends ChatMessage {
  status: DeliveryStatus;
}

type Page = { messages: ChatMessage[]; hasMore: boolean };

export const byTime = (a: ThreadMessage, b: ThreadMessage) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/**
 * One open conversation: its messages merged by id from every source (pages, catch-up, this
 * tab's own sends), so a message is never shown twice. Sends are shown at once and marked
 * sending, sent or failed; a retry reuses the message's id, so the server stores it once.
 */
export function useThread(sessionId: string, userId: string) {
  // The newest page, read once when the conversation opens; all later news is merged in below.
  const newest = useQuery(newestMessagesQuery(sessionId));
  const { mutateAsync: sendMessage } = useSendMessage(sessionId);
  const [later, setLater] = useState(() => new Map<string, ThreadMessage>());
  const [olderLeft, setOlderLeft] = useState<boolean | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const byId = useMemo(() => {
    const all = new Map<string, ThreadMessage>();
    for (const m of newest.data?.messages ?? []) all.set(m.id, { ...m, status: 'sent' });
    for (const [id, m] of later) all.set(id, m);
    return all;
  }, [newest.data, later]);
  const current = useRef(byId);
  useEffect(() => void (current.current = byId));
  /** What this tab holds from the server (not its own unsent messages), oldest first. */
  const stored = () =>
    [...current.current.values()].filter((m) => m.status === 'sent').sort(byTime);

  const merge = useCallback((messages: ChatMessage[]) => {
    setLater((prev) => {
      const next = new Map(prev);
      for (const m of messages) next.set(m.id, { ...m, status: 'sent' });
      return next;
    });
  }, []);

  /** Everything after the newest message this tab holds from the server. */
  const catchUp = useCallback(async () => {
    let after = stored().at(-1)?.id;
    if (!after) {
      // Holding nothing yet: read the newest page afresh. Not `newest.refetch()`: while the
      // first load is still running, TanStack hands back that request, which may have left
      // before the message this event announces was stored (seen live: it never showed).
      const page: Page = await readMessagePage(sessionId, {});
      return merge(page.messages);
    }
    for (;;) {
      const page: Page = await readMessagePage(sessionId, { after });
      merge(page.messages);
      if (!page.hasMore || !page.messages.length) return;
      after = page.messages.at(-1)!.id;
    }
  }, [merge, sessionId]);

  useRealtimeEvent('chat_message.created', (event) => {
    if (event.sessionId === sessionId) void catchUp().catch(() => undefined);
  });
  useRealtimeReconnect(() => void catchUp().catch(() => undefined));

  const loadOlder = useCallback(async () => {
    const oldest = stored()[0];
    if (!oldest) return;
    const page = await readMessagePage(sessionId, { before: oldest.id });
    merge(page.messages);
    setOlderLeft(page.hasMore);
  }, [merge, sessionId]);

  const deliver = useCallback(
    async (message: ThreadMessage) => {
      setLater((prev) => new Map(prev).set(message.id, { ...message, status: 'sending' }));
      try {
        const sent = await sendMessage({ id: message.id, content: message.content });
        merge([sent.message]);
        setSendError(null);
      } catch (err) {
        setLater((prev) => new Map(prev).set(message.id, { ...message, status: 'failed' }));
        setSendError(
          isApiError(err, chatsApi.send) && err.code === 'RATE_LIMITED'
            ? err.message
            : 'Your message was not sent. Check your connection and try again.',
        );
      }
    },
    [merge, sendMessage],
  );

  const send = (content: string) =>
    deliver({
      id: crypto.randomUUID(),
      sessionId,
      senderId: userId,
      content: content.trim(),
      kind: 'text',
      payload: null,
      createdAt: new Date().toISOString(),
      status: 'sending',
    });
  const retry = (id: string) => {
    const failed = current.current.get(id);
    if (failed) void deliver(failed);
  };

  const messages = useMemo(() => [...byId.values()].sort(byTime), [byId]);
  return {
    messages,
    hasOlder: olderLeft ?? newest.data?.hasMore ?? false,
    loading: newest.isPending,
    failedToLoad: newest.isError,
    loadOlder,
    send,
    retry,
    sendError,
  };
}
