import { useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '../../ui/class-names';
import type { ThreadMessage } from './use-thread';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

interface MessageListProps {
  messages: ThreadMessage[];
  userId: string;
  /** The other member has read up to this message. */
  seenId: string | null;
  hasOlder: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry: (id: string) => void;
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
  }, [newestId, messages.length]);

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
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-4"
      aria-live="polite"
    >
      <div ref={top} aria-hidden="true" className="h-px shrink-0" />
      {messages.map((m) => {
        const mine = m.senderId === userId;
        return (
          <div
            key={m.id}
            className={cn('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}
          >
            <p
              className={cn(
                'max-w-[80%] rounded-card px-3.5 py-2 text-pretty break-words whitespace-pre-wrap',
                mine ? 'bg-primary text-primary-foreground' : 'bg-surface-muted text-fg',
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
                  Not sent.{' '}
                  <button
                    type="button"
                    onClick={() => onRetry(m.id)}
                    className="cursor-pointer font-semibold text-primary underline underline-offset-2"
                  >
                    Retry
                  </button>
                </>
              )}
              {m === lastMine && seen && ' · Seen'}
            </span>
          </div>
        );
      })}
    </div>
  );
}
