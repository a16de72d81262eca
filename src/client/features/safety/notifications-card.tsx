import { Mail } from 'lucide-react';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/contracts/notifications';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { IconHeading } from '../../ui/icon-badge';
import { Skeleton } from '../../ui/skeleton';
import { useChangeNotifications, useSettings } from './api';
import { SettingsLoadError } from './settings-load-error';

const TYPES = Object.entries(NOTIFICATION_TYPES) as [
  NotificationType,
  (typeof NOTIFICATION_TYPES)[NotificationType],
][];

/** 'Email notifications': one switch per kind of email; each change is saved at once. */
export function NotificationsCard() {
  const settings = useSettings();
  const change = useChangeNotifications();
  const choices = settings.data?.notifications;
  return (
    <Card className="flex flex-col gap-5 p-6">
      <IconHeading icon={Mail} title="Email notifications">
        Choose what we email you about. Mails about your account, payments and safety always arrive.
      </IconHeading>
      {settings.isError ? (
        <SettingsLoadError />
      ) : !choices ? (
        <Skeleton className="h-40 rounded-control" />
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label="Email notifications">
          {TYPES.map(([type, { label, about }]) => (
            <li key={type} className="flex items-start gap-3 py-3">
              <Checkbox
                id={`notify-${type}`}
                checked={choices[type]}
                disabled={change.isPending}
                aria-describedby={`notify-${type}-about`}
                onCheckedChange={(on) => change.mutate({ [type]: on === true })}
                className="mt-0.5"
              />
              <div className="flex flex-col">
                <label htmlFor={`notify-${type}`} className="cursor-pointer font-semibold text-fg">
                  {label}
                </label>
                <span id={`notify-${type}-about`} className="text-sm text-muted">
                  {about}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
