import { PauseCircle, PlayCircle } from 'lucide-react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconHeading } from '../../ui/icon-badge';
import { Skeleton } from '../../ui/skeleton';
import { usePauseProfile, useSettings } from './api';
import { SettingsLoadError } from './settings-load-error';

const since = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Pause my profile': step away from matching without losing anyone you already talk with. */
export function PauseCard() {
  const settings = useSettings();
  const pause = usePauseProfile();
  const pausedAt = settings.data?.pausedAt ?? null;
  return (
    <Card className="flex flex-col gap-5 p-6">
      <IconHeading icon={pausedAt ? PauseCircle : PlayCircle} title="Pause my profile">
        While paused you are not matched and nobody can send you a new request. Your conversations
        stay open.
      </IconHeading>
      {settings.isPending ? (
        <Skeleton className="h-10 rounded-control" />
      ) : settings.isError ? (
        <SettingsLoadError />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-fg" aria-live="polite">
            {pausedAt ? `Paused since ${since(pausedAt)}` : 'Your profile is visible to matches'}
          </p>
          <Button
            variant={pausedAt ? 'primary' : 'outline'}
            loading={pause.isPending}
            onClick={() => pause.mutate(!pausedAt)}
          >
            {pausedAt ? 'Resume my profile' : 'Pause my profile'}
          </Button>
        </div>
      )}
    </Card>
  );
}
