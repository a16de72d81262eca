import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessageCircleQuestionMark, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { startersQuery } from './api';

/**
 * A conversation counts as quiet, and offers starters, when it has no messages yet or the newest
 * is older than three days: long enough that a new opener reads as picking things up again, the
 * same span a match stays 'New' for (features/matching on the server).
 */
export const QUIET_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
export const isQuiet = (messages: readonly { createdAt: string }[], now = Date.now()) => {
  const newest = messages.at(-1);
  return !newest || now - new Date(newest.createdAt).getTime() > QUIET_AFTER_MS;
};

/**
 * 'Conversation starters': three openers drawn from what the two share, and 'Show others' for
 * three more. Choosing one puts it in the composer to edit; nothing is sent from here.
 */
export function ConversationStarters({
  sessionId,
  onPick,
}: {
  sessionId: string;
  onPick: (text: string) => void;
}) {
  const [refresh, setRefresh] = useState(0);
  const starters = useQuery({
    ...startersQuery(sessionId, refresh),
    placeholderData: keepPreviousData,
  });
  // Starters are a help, not the conversation: if they cannot load, the panel stays away.
  if (starters.isError) return null;
  const lines = starters.data?.starters;
  return (
    <section
      aria-labelledby={`starters-${sessionId}`}
      className="mx-3 mb-2 rounded-card border border-border bg-surface-muted/60 p-3"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3
          id={`starters-${sessionId}`}
          className="flex items-center gap-1.5 text-sm font-semibold text-fg"
        >
          <MessageCircleQuestionMark className="size-4 text-primary" aria-hidden="true" />
          Conversation starters
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setRefresh((n) => n + 1)}
          disabled={!lines || starters.isFetching}
        >
          <RefreshCw
            className={starters.isFetching ? 'size-4 motion-safe:animate-spin' : 'size-4'}
            aria-hidden="true"
          />
          Show others
        </Button>
      </div>
      <ul className="flex flex-col gap-1.5" aria-busy={starters.isFetching}>
        {lines
          ? lines.map((line) => (
              <li key={line}>
                <button
                  type="button"
                  onClick={() => onPick(line)}
                  className="w-full cursor-pointer rounded-control border border-border bg-surface px-3 py-2 text-left text-sm text-fg transition-colors duration-150 hover:border-primary hover:bg-primary-soft/40 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {line}
                </button>
              </li>
            ))
          : [0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-9 w-full" />
              </li>
            ))}
      </ul>
      <p className="mt-2 text-xs text-muted">
        Pick one to put it in your message, then make it yours.
      </p>
    </section>
  );
}
