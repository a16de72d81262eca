import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { matchingApi } from '#shared/contracts/matching';
import { apiQuery } from '../../lib/api-query';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';
import { usePushState, useThisBrowser, useTurnOnHere } from './api';
import { dismissPrompt, hasVisitedBefore, promptDismissed } from './prompt-memory';

const matchesQuery = apiQuery(matchingApi.matches);

/**
 * A gentle offer of notifications, once the member has a match to hear from: never on their first
 * visit, never while the browser cannot or may not show them, gone for good after "Not now".
 */
export function PushPrompt() {
  const matches = useQuery(matchesQuery);
  const state = usePushState();
  const browser = useThisBrowser();
  const turnOn = useTurnOnHere();
  const [hidden, setHidden] = useState(() => promptDismissed() || !hasVisitedBefore());
  const offer =
    !hidden &&
    (matches.data?.matches.length ?? 0) > 0 &&
    browser.data?.registered &&
    browser.data.permission !== 'denied' &&
    state.data &&
    !state.data.devices.some((d) => d.thisDevice);
  if (!offer) return null;
  const notNow = () => {
    dismissPrompt();
    setHidden(true);
  };
  return (
    <Card
      role="region"
      aria-labelledby="push-prompt-title"
      className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center"
    >
      <IconBadge icon={BellRing} size={12} className="shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="push-prompt-title" className="text-lg font-bold text-fg">
          Hear from your matches right away
        </h2>
        <p className="text-sm text-muted">
          Turn on notifications and we will tell you when a match writes to you or says yes, even
          when Right One is closed. You can turn them off in Settings at any time.
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" onClick={notNow}>
          Not now
        </Button>
        <Button
          loading={turnOn.isPending}
          onClick={() => turnOn.mutate(state.data.publicKey, { onSuccess: () => setHidden(true) })}
        >
          Turn on
        </Button>
      </div>
    </Card>
  );
}
