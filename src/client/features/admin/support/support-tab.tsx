import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { SUPPORT_PAGE_SIZES } from '#shared/contracts/support';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { DirectoryPaging } from '../directory-paging';
import { AdminTabHeader } from '../tab-header';
import { useSupportInbox, type InboxParams } from './api';
import { MessageCard } from './message-card';

const openText = (n: number) =>
  n === 0 ? 'No open messages.' : n === 1 ? '1 open message' : `${n} open messages`;

/** The admin panel's Support tab: messages from the Help page, open ones first, oldest first. */
export function SupportTab() {
  const [params, setParams] = useState<InboxParams>({ page: 1, pageSize: 25 });
  const inbox = useSupportInbox(params);
  const messages = inbox.data?.messages ?? [];

  return (
    <div className="flex flex-col gap-6">
      <AdminTabHeader title="Support">
        <Button variant="outline" onClick={() => void inbox.refetch()} loading={inbox.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </AdminTabHeader>
      {inbox.isPending ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">Loading messages...</span>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-56 rounded-card" />
          ))}
        </div>
      ) : inbox.isError ? (
        <Card role="alert" className="p-4 text-danger-soft-foreground">
          Failed to load messages: {inbox.error.message}
        </Card>
      ) : inbox.data.total === 0 ? (
        <Card className="p-6 text-center text-muted">
          No messages yet. What people send from the Help page lands here.
        </Card>
      ) : (
        <>
          <p className="text-muted">{openText(inbox.data.open)}</p>
          <ul aria-label="Messages" className="flex flex-col gap-4">
            {messages.map((m) => (
              <li key={m.id}>
                <MessageCard message={m} />
              </li>
            ))}
          </ul>
          <DirectoryPaging
            noun="messages"
            page={params.page}
            pageSize={params.pageSize}
            pageSizes={SUPPORT_PAGE_SIZES}
            total={inbox.data.total}
            onPage={(page) => setParams((p) => ({ ...p, page }))}
            onPageSize={(pageSize) => setParams({ page: 1, pageSize })}
          />
        </>
      )}
    </div>
  );
}
