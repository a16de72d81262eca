import { BellRing } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { IconHeading } from '../../ui/icon-badge';
import { Skeleton } from '../../ui/skeleton';
import { useMessagePreviews, usePushState, useThisBrowser, useTurnOff, useTurnOnHere } from './api';

const since = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Why this browser cannot be turned on, in words; null when it can. */
function unavailable(browser: ReturnType<typeof useThisBrowser>['data']): string | null {
  if (!browser) return null;
  if (browser.permission === 'unsupported' || !browser.registered)
    return 'This browser cannot show notifications from Right One. On an iPhone, add Right One to your Home Screen and open it from there.';
  if (browser.permission === 'denied')
    return 'Notifications are blocked for Right One in this browser. You can allow them in the site settings, next to the address bar.';
  return null;
}

/**
 * 'Notifications on your devices' (web push): turn on in this browser, the devices that have them
 * with "Turn off on this device", and whether a message's text shows. The kinds are the email
 * switches' (NotificationsCard): one choice holds for both.
 */
export function PushCard() {
  const state = usePushState();
  const browser = useThisBrowser();
  const turnOn = useTurnOnHere();
  const turnOff = useTurnOff();
  const previews = useMessagePreviews();
  const devices = state.data?.devices ?? [];
  const here = devices.find((d) => d.thisDevice);
  const blocked = unavailable(browser.data);
  return (
    <Card className="flex flex-col gap-5 p-6">
      <IconHeading icon={BellRing} title="Notifications on your devices">
        Hear about matches, requests, messages and dates on your phone or computer, even when Right
        One is closed. The choices above apply here too.
      </IconHeading>
      {!state.data || !browser.data ? (
        <Skeleton className="h-24 rounded-control" />
      ) : (
        <>
          {!here &&
            (blocked ? (
              <p className="text-sm text-muted">{blocked}</p>
            ) : (
              <Button
                className="self-start"
                loading={turnOn.isPending}
                onClick={() => turnOn.mutate(state.data.publicKey)}
              >
                Turn on for this device
              </Button>
            ))}
          {devices.length > 0 && (
            <ul
              className="flex flex-col divide-y divide-border"
              aria-label="Devices with notifications on"
            >
              {devices.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex flex-col">
                    <span className="flex items-center gap-2 font-semibold text-fg">
                      {d.label}
                      {d.thisDevice && <Badge variant="accent">This device</Badge>}
                    </span>
                    <span className="text-sm text-muted">On since {since(d.createdAt)}</span>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    loading={turnOff.isPending && turnOff.variables?.id === d.id}
                    onClick={() => turnOff.mutate({ id: d.id, here: d.thisDevice })}
                  >
                    {d.thisDevice ? 'Turn off on this device' : 'Turn off'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-start gap-3">
            <Checkbox
              id="push-previews"
              checked={state.data.messagePreviews}
              disabled={previews.isPending}
              aria-describedby="push-previews-about"
              onCheckedChange={(on) => previews.mutate(on === true)}
              className="mt-0.5"
            />
            <div className="flex flex-col">
              <label htmlFor="push-previews" className="cursor-pointer font-semibold text-fg">
                Show message text in notifications
              </label>
              <span id="push-previews-about" className="text-sm text-muted">
                When this is off, a notification only says who wrote (“New message from Sam”), so
                nobody glancing at your screen can read it.
              </span>
            </div>
          </div>
        </>
      )}
    </Card>
  );
}
