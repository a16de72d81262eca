import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { DataExport } from '#shared/contracts/account';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconHeading } from '../../ui/icon-badge';
import { Skeleton } from '../../ui/skeleton';
import { useExportStatus, useRequestDataExport } from './api';

const at = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Where the newest export stands, in words. */
function statusLine(last: DataExport | null): string {
  if (!last) return 'You have not asked for a copy yet.';
  switch (last.status) {
    case 'preparing':
      return 'We are preparing your copy. The link will be in your inbox in a few minutes.';
    case 'ready':
      return `Your copy is ready: the link in your email works once, until ${at(last.expiresAt!)}.`;
    case 'downloaded':
      return `You downloaded the copy you asked for on ${at(last.requestedAt)}.`;
    case 'expired':
      return 'Your last link has expired. Ask for a new copy at any time.';
    case 'failed':
      return 'Your last copy could not be prepared. Please ask again.';
  }
}

/** 'Download my data': a ZIP of everything stored about the member, mailed as a one-time link. */
export function DataExportCard() {
  const [params] = useSearchParams();
  const status = useExportStatus();
  const request = useRequestDataExport();
  const last = status.data?.export ?? null;
  // Arriving from a link that cannot be served: the notice saying why comes into view.
  const linkInvalid = params.get('export') === 'invalid';
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (linkInvalid) notice.current?.scrollIntoView({ block: 'center' });
  }, [linkInvalid]);
  return (
    <Card className="flex flex-col gap-5 p-6">
      <IconHeading icon={Download} title="Download my data">
        A ZIP with everything Right One stores about you: your profile, answers and results,
        matches, the messages you sent, payments, and your photo.
      </IconHeading>
      {params.get('export') === 'invalid' && (
        <p
          role="alert"
          className="rounded-control bg-danger-soft p-3 text-sm text-danger-soft-foreground"
        >
          That download link has expired, was already used, or belongs to another account. Ask for a
          new copy below.
        </p>
      )}
      {status.isPending ? (
        <Skeleton className="h-10 rounded-control" />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-md text-sm text-fg" aria-live="polite">
            {status.isError ? 'Your last request could not be loaded.' : statusLine(last)}
          </p>
          <Button
            variant="outline"
            loading={request.isPending}
            disabled={last?.status === 'preparing'}
            onClick={() => request.mutate()}
          >
            Email me a copy
          </Button>
        </div>
      )}
    </Card>
  );
}
