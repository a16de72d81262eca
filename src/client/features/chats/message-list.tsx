import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../ui/class-names';
import { RetryButton } from './retry-button';
import type { ThreadMessage } from './use-thread';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

const BUBBLE = 'max-w-[80%] rounded-card px-3.5 py-2 text-pretty break-words whitespace-pre-wrap';
const THEIRS = 'bg-surface-muted text-fg';

export interface MessageListProps {
  messages: ThreadMessage[];
  userId: string;
  /** The other member has read up to this message. */
  seenId: string | null;
  hasOlder: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry: (id: string) => void;
  /** A reply being written by the other side: '' while it is thinking, then the words so far. */
  writing?: string | null;
  /** How a card (a message that is not text: a date, an identity reveal) is shown. */
  renderCard?: (message: ThreadMessage) => ReactNode;
}

/**
 * The thread, oldest at the top. It opens at the newest message and follows new ones; scrolling
 * to the top loads the page before, keeping the message in view where it was.
 */
export function MessageList({
  messages,
  userId,
  seenId,
  hasOlder,
  onLoadOlder,
  onRetry,
  writing = null,
  renderCard,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const newestId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [newestId, messages.length, writing]);

  useEffect(() => {
    const el = scroller.current;
    const sentinel = top.current;
    if (!el || !sentinel || !hasOlder) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        keepFromBottom.current = el.scrollHeight - el.scrollTop;
        void onLoadOlder();
      },
      { root: el },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, onLoadOlder]);

  const lastMine = [...messages]
    .reverse()
    .find((m) => m.senderId === userId && m.status === 'sent');
  const seenIndex = seenId ? messages.findIndex((m) => m.id === seenId) : -1;
  const seen = lastMine && seenIndex >= messages.indexOf(lastMine);

  return (
    <div
      ref={scroller}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      // A log: new messages are announced, and the keyboard can reach it to scroll.
      role="log"
      aria-label="Messages"
      tabIndex={0}
    >
      <div ref={top} aria-hidden="true" className="h-px shrink-0" />
      {messages.map((m) => {
        if (m.kind !== 'text' && renderCard) return <Fragment key={m.id}>{renderCard(m)}</Fragment>;
        const mine = m.senderId === userId;
        return (
          <div
            key={m.id}
            className={cn('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}
          >
            <p
              className={cn(
                BUBBLE,
                mine ? 'bg-primary text-primary-foreground' : THEIRS,
                m.status === 'failed' && 'opacity-70',
              )}
            >
              {m.content}
            </p>
            <span className="text-xs text-muted">
              {m.status === 'sending' && 'Sending...'}
              {m.status === 'sent' && timeOf(m.createdAt)}
              {m.status === 'failed' && (
                <>
                  Not sent. <RetryButton onRetry={() => onRetry(m.id)} />
                </>
              )}
              {m === lastMine && seen && ' · Seen'}
            </span>
          </div>
        );
      })}
      {writing !== null && (
        <p className={cn(BUBBLE, THEIRS, 'self-start')}>
          {writing || <span className="text-muted italic">AI is thinking...</span>}
        </p>
      )}
    </div>
  );
}
