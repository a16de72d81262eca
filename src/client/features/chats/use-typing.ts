import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '../../lib/realtime';
import { useSendTyping } from './api';

/** How often a typing member tells the other one, and how long the indicator lasts without news. */
const SEND_EVERY_MS = 3000;
const SHOW_FOR_MS = 4500;

/**
 * The typing indicator both ways: `typing()` (call on every keystroke) tells the other member at
 * most every 3 s; `otherTyping` is true for a moment after they did, and ends when their message
 * arrives.
 */
export function useTyping(sessionId: string, userId: string) {
  const { mutate: sendTyping } = useSendTyping(sessionId);
  const lastSent = useRef(0);
  const [otherTyping, setOtherTyping] = useState(false);
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hide.current), []);

  useRealtimeEvent('chat.typing', (event) => {
    if (event.sessionId !== sessionId || event.userId === userId) return;
    setOtherTyping(true);
    clearTimeout(hide.current);
    hide.current = setTimeout(() => setOtherTyping(false), SHOW_FOR_MS);
  });
  useRealtimeEvent('chat_message.created', (event) => {
    if (event.sessionId === sessionId && event.senderId !== userId) setOtherTyping(false);
  });

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < SEND_EVERY_MS) return;
    lastSent.current = now;
    sendTyping();
  }, [sendTyping]);

  return { otherTyping, typing };
}
