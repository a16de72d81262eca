import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../ui/button';
import { MessagePage } from '../ui/message-page';
import { usePageTitle } from '../lib/page-title';

/**
 * What a signed-in page shows while Right One cannot be reached (no connection, or the server not
 * answering): the app itself opened from the cache (decision 0047), but the page's own data and
 * the session are never stored on the device. It comes back by itself once the connection does.
 */
export function OfflinePage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  usePageTitle('You are offline · Right One');
  // The browser says when the connection is back (React Query does not look again by itself).
  useEffect(() => {
    addEventListener('online', onRetry);
    return () => removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <MessagePage
      icon={WifiOff}
      eyebrow="No connection"
      title="You are offline"
      role="status"
      actions={
        <Button size="lg" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      We cannot reach Right One right now, so your matches and messages will have to wait a moment.
      Nothing is lost: this page picks up where you left off as soon as you are back online.
    </MessagePage>
  );
}
