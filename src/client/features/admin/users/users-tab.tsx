import { Mail, RefreshCw, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { DIRECTORY_PAGE_SIZES } from '#shared/contracts/admin';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog, DialogTrigger } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { DirectoryPaging } from '../directory-paging';
import { useDirectory, type DirectoryParams } from './api';
import { SendEmailDialog } from './send-email-dialog';
import { UserDirectory } from './user-directory';
import { AdminTabHeader } from '../tab-header';
import { useSearchParams } from 'react-router';

/**
 * 'User Management': every account but the admin's own, searched and paged on the server (so a
 * directory of 100,000 members answers as fast as one of 100).
 */
export function UsersTab() {
  const [params] = useSearchParams();
  // The header's search arrives as ?q= (admin-page remounts this tab for each new one).
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<DirectoryParams['pageSize']>(25);
  const [emailing, setEmailing] = useState(false);
  // Typing stays smooth: the list follows the search text a render behind.
  const q = useDeferredValue(search.trim());
  const directory = useDirectory({ q, page, pageSize });
  const total = directory.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <AdminTabHeader title="User Management">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void directory.refetch()}
            loading={directory.isFetching}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            Refresh
          </Button>
          {/* Writes to the members the search selects: the ones the directory lists. */}
          <Dialog open={emailing} onOpenChange={setEmailing}>
            <DialogTrigger asChild>
              <Button variant="outline">
                <Mail className="size-4" aria-hidden="true" />
                Send Email
              </Button>
            </DialogTrigger>
            {emailing && (
              <SendEmailDialog audience={{ kind: 'search', q }} onDone={() => setEmailing(false)} />
            )}
          </Dialog>
        </div>
      </AdminTabHeader>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-lg font-bold text-fg">User Directory ({total} users)</h2>
          <div className="relative sm:w-72">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search users"
              placeholder="Search users..."
              className="pl-9"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        {directory.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Spinner /> Loading users...
          </p>
        ) : directory.isError ? (
          <p role="alert" className="text-danger">
            Failed to load users
          </p>
        ) : directory.data.users.length === 0 ? (
          <p className="py-6 text-center text-muted">
            {q ? `No users match “${q}”.` : 'No users yet.'}
          </p>
        ) : (
          <UserDirectory users={directory.data.users} />
        )}
        <DirectoryPaging
          noun="users"
          page={page}
          pageSize={pageSize}
          pageSizes={DIRECTORY_PAGE_SIZES}
          total={total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Card>
    </div>
  );
}
