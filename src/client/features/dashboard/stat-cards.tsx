import {
  Gauge,
  HeartHandshake,
  MessagesSquare,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardStats } from '#shared/contracts/profiles';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';

interface StatCardsProps {
  stats: DashboardStats | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The four figures; `journey` beside them drives the next step, not a card. */
type Figure = Exclude<keyof DashboardStats, 'journey'>;

const CARDS: { key: Figure; label: string; icon: LucideIcon; percent: boolean }[] = [
  { key: 'activeMatches', label: 'Active Matches', icon: HeartHandshake, percent: false },
  { key: 'activeChats', label: 'Active Chats', icon: MessagesSquare, percent: false },
  { key: 'compatibilityScore', label: 'Compatibility Score', icon: Gauge, percent: true },
  { key: 'profileCompletion', label: 'Profile Completion', icon: UserRoundCheck, percent: true },
];

/** The four numbers of the dashboard home (docs/product-rules.md §2 Dashboard home), straight from the server. */
export function StatCards({ stats, loading, failed, onRetry }: StatCardsProps) {
  if (failed && !stats) {
    return (
      <Card
        role="alert"
        className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-muted">We could not load your numbers just now.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={loading || undefined}>
      {CARDS.map(({ key, label, icon: Icon, percent }) => (
        <li key={key}>
          <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
            <span className="grid size-9 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="flex flex-col-reverse gap-0.5">
              <span className="text-sm leading-snug text-muted">{label}</span>
              {stats ? (
                <span className="text-2xl font-bold text-fg tabular-nums sm:text-3xl">
                  {stats[key]}
                  {percent && '%'}
                </span>
              ) : (
                <Skeleton className="h-8 w-16 sm:h-9" />
              )}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
