import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { coachApi, type CoachMessage } from '#shared/contracts/coach';
import { isApiError } from '../../lib/api-client';
import { coachHistoryQuery, readCoachPage, useAskCoach } from './api';
import { byTime, type DeliveryStatus, type ThreadMessage } from './use-thread';

/** The coach's side of the thread: the list shows it as the other member. */
export const COACH_ID = 'coach';

const toThread = (
  m: CoachMessage,
  userId: string,
  status: DeliveryStatus = 'sent',
): ThreadMessage => ({
  id: m.id,
  sessionId: COACH_ID,
  senderId: m.fromCoach ? COACH_ID : userId,
  content: m.content,
  kind: 'text',
  payload: null,
  createdAt: m.createdAt,
  status,
});

/** Why the last question got no reply, and the question to ask again. */
interface Failure {
  message: string;
  question: ThreadMessage;
}

/**
 * The member's conversation with the coach: pages of history, then each question shown at once
 * and the reply shown as it is written ('AI is thinking...' until its first words). A question
 * keeps its id when asked again, so the server stores it, and answers it, once.
 */
export function useCoach(userId: string) {
  // Questions and replies of this visit live in `later`: coming back reads the history afresh.
  const newest = useQuery(coachHistoryQuery);
  const { mutateAsync: askCoach } = useAskCoach();
  const [later, setLater] = useState(() => new Map<string, ThreadMessage>());
  const [olderLeft, setOlderLeft] = useState<boolean | null>(null);
  /** The reply being written: '' while the coach is thinking. */
  const [replying, setReplying] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = useRef(false);
  // Leaving the coach stops a reply being written (the server stops the model too).
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const byId = useMemo(() => {
    const all = new Map<string, ThreadMessage>();
    for (const m of newest.data?.messages ?? []) all.set(m.id, toThread(m, userId));
    for (const [id, m] of later) all.set(id, m);
    return all;
  }, [newest.data, later, userId]);
  const put = useCallback((message: ThreadMessage) => {
    setLater((prev) => new Map(prev).set(message.id, message));
  }, []);

  const deliver = useCallback(
    async (question: ThreadMessage) => {
      if (busy.current) return;
      busy.current = true;
      let stored = false;
      let answered = false;
      put({ ...question, status: 'sending' });
      setFailure(null);
      setReplying('');
      try {
        const body = { id: question.id, content: question.content };
        await askCoach({
          question: body,
          signal: leaving.current.signal,
          onEvent: (event) => {
            if (event.type === 'question') {
              stored = true;
              put(toThread(event.message, userId));
            } else if (event.type === 'piece') setReplying((text) => (text ?? '') + event.text);
            else if (event.type === 'reply') {
              answered = true;
              // The stored reply takes the written one's place in the same render.
              setReplying(null);
              put(toThread(event.message, userId));
            }
          },
        });
        // A stream that ended without the stored reply ('failed', or a server gone mid-way).
        if (!answered) throw new Error('The reply broke off');
      } catch (err) {
        if (!stored) put({ ...question, status: 'failed' });
        const limited = isApiError(err, coachApi.ask) && err.code === 'RATE_LIMITED';
        setFailure({
          message: limited
            ? err.message
            : 'Your coach could not answer just now. Please try again.',
          question,
        });
      } finally {
        busy.current = false;
        setReplying(null);
      }
    },
    [askCoach, put, userId],
  );

  const ask = (content: string) =>
    void deliver({
      ...toThread(
        {
          id: crypto.randomUUID(),
          content: content.trim(),
          fromCoach: false,
          createdAt: new Date().toISOString(),
        },
        userId,
      ),
      status: 'sending',
    });

  const loadOlder = useCallback(async () => {
    const oldest = [...byId.values()].filter((m) => m.status === 'sent').sort(byTime)[0];
    if (!oldest) return;
    const page = await readCoachPage(oldest.id);
    setLater((prev) => {
      const next = new Map(prev);
      for (const m of page.messages) next.set(m.id, toThread(m, userId));
      return next;
    });
    setOlderLeft(page.hasMore);
  }, [byId, userId]);

  const messages = useMemo(() => [...byId.values()].sort(byTime), [byId]);
  // A question left without a reply (the page was closed while the coach wrote) can be asked again.
  const last = messages.at(-1);
  const unanswered =
    !failure && replying === null && last?.senderId === userId && last.status === 'sent'
      ? { message: 'Your coach has not answered this yet.', question: last }
      : null;
  const shown = failure ?? unanswered;
  return {
    messages,
    hasOlder: olderLeft ?? newest.data?.hasMore ?? false,
    loading: newest.isPending,
    failedToLoad: newest.isError,
    loadOlder,
    ask,
    retry: (id: string) => {
      const failed = byId.get(id);
      if (failed) void deliver(failed);
    },
    replying,
    /** What the composer says after a failure, with a way to ask again. */
    failure: shown && { message: shown.message, retry: () => void deliver(shown.question) },
  };
}
