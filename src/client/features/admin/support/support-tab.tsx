import { useState } from 'react';
import { SUPPORT_PAGE_SIZES } from '#shared/contracts/support';
import { DirectoryPaging } from '../directory-paging';
import { QueueTab } from '../queue-tab';
import { useSupportInbox, type InboxParams } from './api';
import { MessageCard } from './message-card';

const openText = (n: number) =>
  n === 0 ? 'No open messages.' : n === 1 ? '1 open message' : `${n} open messages`;

/** The admin panel's Support tab: messages from the Help page, open ones first, oldest first. */
export function SupportTab() {
  const [params, setParams] = useState<InboxParams>({ page: 1, pageSize: 25 });
  const inbox = useSupportInbox(params);

  return (
    <QueueTab
      title="Support"
      query={inbox}
      noun="messages"
      isEmpty={({ total }) => total === 0}
      empty="No messages yet. What people send from the Help page lands here."
    >
      {({ messages, open, total }) => (
        <>
          <p className="text-muted">{openText(open)}</p>
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
            total={total}
            onPage={(page) => setParams((p) => ({ ...p, page }))}
            onPageSize={(pageSize) => setParams({ page: 1, pageSize })}
          />
        </>
      )}
    </QueueTab>
  );
}
