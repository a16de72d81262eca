import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { AdminTabHeader } from './tab-header';

interface QueueTabProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** What the queue holds ('reports', 'messages'), for its loading and failure lines. */
  noun: string;
  isEmpty: (data: T) => boolean;
  /** What an empty queue says. */
  empty: ReactNode;
  /** The queue itself, once it has loaded and holds something. */
  children: (data: T) => ReactNode;
}

/**
 * An admin work queue (the Reports and Support tabs): a Refresh button, then its loading,
 * failed, empty or listed state.
 */
export function QueueTab<T>({ title, query, noun, isEmpty, empty, children }: QueueTabProps<T>) {
  return (
    <div className="flex flex-col gap-6">
      <AdminTabHeader title={title}>
        <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </AdminTabHeader>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">Loading {noun}...</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-60 rounded-card" />
          ))}
        </div>
      ) : query.isError ? (
        <Card role="alert" className="p-4 text-danger-soft-foreground">
          Failed to load {noun}: {query.error.message}
        </Card>
      ) : isEmpty(query.data) ? (
        <Card className="p-6 text-center text-muted">{empty}</Card>
      ) : (
        children(query.data)
      )}
    </div>
  );
}

interface OldestFirstListProps<T> {
  /** The list's accessible name ('Open reports'). */
  label: string;
  /** How many wait in all, in words. */
  summary: string;
  items: T[];
  total: number;
  children: (item: T) => ReactNode;
}

/**
 * A queue the server lists oldest first, 50 at a time (the Reports and Verification tabs): how
 * many wait, then the items. Deciding them brings the next ones.
 */
export function OldestFirstList<T extends { id: string }>(props: OldestFirstListProps<T>) {
  const { label, summary, items, total, children } = props;
  return (
    <>
      <p className="text-muted">
        {summary}
        {total > items.length && ` · showing the oldest ${items.length}`}
      </p>
      <ul aria-label={label} className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}
